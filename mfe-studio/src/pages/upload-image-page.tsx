import { Page, PageTitle, Stack, usePageMeta } from 'shared-ui';
import { UploadImageForm } from '../features/image-upload/components/upload-image-form';

export const UPLOAD_PAGE_TITLE = 'Upload an image';

/** /upload-image: bring one of the user's own photos into the editor. */
export default function UploadImagePage() {
  usePageMeta({ title: UPLOAD_PAGE_TITLE, noindex: true });
  return (
    <Page>
      <Stack gap={20}>
        <PageTitle>{UPLOAD_PAGE_TITLE}</PageTitle>
        <UploadImageForm />
      </Stack>
    </Page>
  );
}
