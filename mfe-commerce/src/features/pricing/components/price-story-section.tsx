import styled from 'styled-components';
import type { PackagesReply, PhotoPack } from 'api-client';
import { media, theme, type ApiQueryResult } from 'shared-ui';
import { priceStory } from '../price-story';

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 20px;
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 15px;
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) auto minmax(0, 2fr);
  gap: 8px 16px;
  margin: 0;
  ${media.mobile`grid-template-columns: 1fr auto;`}

  dt { font-weight: 600; }
  dd { margin: 0; }
  dd.credits { font-weight: 700; white-space: nowrap; text-align: right; }
  dd.dollars { color: ${theme.colors.textMuted}; ${media.mobile`grid-column: 1 / -1; margin-top: -4px;`} }
`;

/**
 * "How our prices add up" on pricing, payg-pricing and buy-packs: one story in credits and dollars, read
 * from the catalogue the server sells at (price-story.ts). Nothing until the catalogue has loaded.
 */
export function PriceStorySection({ packages, packs, needsModel = true }: {
  packages: ApiQueryResult<PackagesReply>;
  packs: ApiQueryResult<PhotoPack[]>;
  /** The reader has no trained model (a visitor, a new user): the first pack's cost includes the training. */
  needsModel?: boolean;
}) {
  const story = packages.status === 'success' && packs.status === 'success' ? priceStory(packages.data.packages, packs.data, needsModel) : null;
  if (!story) return null;
  return (
    <Box aria-labelledby="price-story-title">
      <h2 id="price-story-title">How our prices add up</h2>
      <Lines>
        {story.lines.map((line) => (
          <div key={line.what} style={{ display: 'contents' }}>
            <dt>{line.what}</dt>
            <dd className="credits">{line.credits}</dd>
            <dd className="dollars">{line.dollars}</dd>
          </div>
        ))}
      </Lines>
      <p>{story.packAdvice}</p>
      <p>{story.savingNote}</p>
    </Box>
  );
}
