import styled from 'styled-components';
import { Button, theme, useApiMutation, useMyPreviewQuery } from 'shared-ui';
import { previewSelfieFiles } from '../preview-selfie-files';

export const PREVIEW_SELFIE_FETCH_FAILED_MESSAGE = 'We could not get the selfie of your preview. Add it from your photos instead.';

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentSoft};

  p {
    margin: 0;
    font-size: 15px;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 14px;
`;

interface PreviewSelfieOfferProps {
  /** A photo from the preview is in the list already: nothing to offer. */
  inUse: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * "Use my preview selfie": the free preview's selfies join the upload as its first photos, shown and removable
 * like the others. Offered while the preview still has them (they are deleted with it).
 */
export function PreviewSelfieOffer({ inUse, onFiles }: PreviewSelfieOfferProps) {
  const mine = useMyPreviewQuery({ onError: (error) => console.warn('Loading the preview failed', error) });
  const fetchSelfies = useApiMutation((urls: readonly string[]) => previewSelfieFiles(urls), {
    exclusive: true,
    onSuccess: (files) => onFiles(files),
    onError: (error) => console.warn('Fetching the preview selfie failed', error),
  });
  const selfies = mine.status === 'success' ? (mine.data.preview?.selfies ?? []) : [];
  if (selfies.length === 0 || inUse) return null;
  const label = selfies.length === 1 ? 'Use my preview selfie' : 'Use my preview selfies';
  return (
    <div>
      <Offer>
        <p>{selfies.length === 1 ? 'Start with the selfie of your free preview.' : 'Start with the selfies of your free preview.'}</p>
        <Button variant="secondary" loading={fetchSelfies.isPending} onClick={() => fetchSelfies.mutate(selfies)}>
          {label}
        </Button>
      </Offer>
      {fetchSelfies.status === 'error' && <Problem role="alert">{PREVIEW_SELFIE_FETCH_FAILED_MESSAGE}</Problem>}
    </div>
  );
}
