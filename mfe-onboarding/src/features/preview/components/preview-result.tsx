import { ApiError, errorMessage, PREVIEW_FAILED_MESSAGE, type Persona } from 'api-client';
import { Banner, Button, isPreviewExpired, PreviewPhotos, Stack, usePreviewQuery } from 'shared-ui';
import { PREVIEW_EXPIRED_MESSAGE } from '../preview-texts';

interface PreviewResultProps {
  previewId: string;
  persona: Persona | null;
  /** The styles' titles for the placeholders (each photo brings its own). */
  expectedTitles: readonly string[];
}

/** One preview, polled while it is made: placeholders, then each photo as it arrives; its failure or expiry. */
export function PreviewResult({ previewId, persona, expectedTitles }: PreviewResultProps) {
  const query = usePreviewQuery(previewId);

  if (query.status === 'loading') {
    return <PreviewPhotos images={[]} processing expectedTitles={expectedTitles} persona={persona} place="onboarding" />;
  }
  if (query.status === 'error') {
    // A 404 is final (deleted, PREVIEW_NOT_FOUND_MESSAGE); anything else may pass.
    const final = query.error instanceof ApiError && query.error.httpStatus >= 400 && query.error.httpStatus < 500;
    return (
      <Banner tone="error" actions={final ? undefined : <Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
        {errorMessage(query.error)}
      </Banner>
    );
  }
  const preview = query.data;
  if (isPreviewExpired(preview)) return <Banner tone="info">{PREVIEW_EXPIRED_MESSAGE}</Banner>;
  const photos = preview.images.length > 0 || preview.status === 'processing'
    ? <PreviewPhotos images={preview.images} processing={preview.status === 'processing'} expectedTitles={expectedTitles} persona={persona} place="onboarding" />
    : null;
  if (preview.status === 'failed') {
    return (
      <Stack gap={16}>
        <Banner tone="warning">{preview.message || PREVIEW_FAILED_MESSAGE}</Banner>
        {photos}
      </Stack>
    );
  }
  return photos;
}
