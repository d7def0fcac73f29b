import styled from 'styled-components';
import type { PackGeneration } from 'api-client';
import { media, theme } from 'shared-ui';

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  h1 {
    margin: 0;
    font-size: 30px;
    ${media.mobile`font-size: 24px;`}
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** The pack's emoji and title, with what the user is looking at. */
export function PackHeading({ generation, subtitle }: { generation: PackGeneration; subtitle: string }) {
  return (
    <Heading>
      <h1>
        {generation.emoji && <span aria-hidden="true">{generation.emoji} </span>}
        {generation.title}
      </h1>
      <p>{subtitle}</p>
    </Heading>
  );
}
