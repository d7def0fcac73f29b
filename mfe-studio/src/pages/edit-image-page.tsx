import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fileIdSchema, isImageTool } from 'api-client';
import { Banner, ButtonLink, LoadingView, Page, PageTitle, Stack, theme, usePageMeta } from 'shared-ui';
import { ImageEditor } from '../features/image-edit/components/image-editor';
import { useFileUrl } from '../features/image-edit/hooks/use-file-url';
import { GEN_PATH } from '../lib/image-edit-paths';

export const EDIT_PAGE_TITLE = 'Edit image';
export const IMAGE_NOT_FOUND_MESSAGE = 'This image could not be opened. It may have been deleted, or it is not one of yours.';

const Title = styled(PageTitle)`
  margin: 0;
  font-size: 28px;
`;

const Detail = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

function NotFound({ detail }: { detail?: string }) {
  return (
    <Banner tone="error" actions={<ButtonLink to={GEN_PATH}>Back to Generate Images</ButtonLink>}>
      {IMAGE_NOT_FOUND_MESSAGE}
      {detail && <Detail>{detail}</Detail>}
    </Banner>
  );
}

function EditImageView({ fileId }: { fileId: string }) {
  const file = useFileUrl(fileId);
  const [search] = useSearchParams();
  if (file.status === 'loading') return <LoadingView text="Loading your image" />;
  if (file.status === 'error') return <NotFound detail={errorMessage(file.error)} />;
  const tool = search.get('tool');
  return <ImageEditor fileId={fileId} fileUrl={file.data.fileUrl} tool={isImageTool(tool) ? tool : null} />;
}

/** /edit/:fileId[?tool=backdrop|outfit|hd]: the image tools for one of the user's images (fabric loads with this page only). */
export default function EditImagePage() {
  usePageMeta({ title: EDIT_PAGE_TITLE, noindex: true });
  const { fileId = '' } = useParams();
  const valid = fileIdSchema.safeParse(fileId).success;
  return (
    <Page>
      <Stack gap={20}>
        <Title>{EDIT_PAGE_TITLE}</Title>
        {valid ? <EditImageView key={fileId} fileId={fileId} /> : <NotFound />}
      </Stack>
    </Page>
  );
}
