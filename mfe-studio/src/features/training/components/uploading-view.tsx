import styled from 'styled-components';
import { LoadingView, ProgressBar } from 'shared-ui';

export const UPLOADING_TEXT = 'Uploading images...';
export const UPLOADING_WARNING = 'Please do not leave or refresh this page until the upload has finished.';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
`;

const Bar = styled.div`
  width: 100%;
  max-width: 448px;
  margin-top: -24px;
`;

/** The train page while the photos upload, with the real upload progress under the spinner. */
export function UploadingView({ progress }: { progress: number }) {
  return (
    <Wrapper>
      <LoadingView text={UPLOADING_TEXT} warning={UPLOADING_WARNING} />
      <Bar>
        <ProgressBar value={progress} label="Upload progress" />
      </Bar>
    </Wrapper>
  );
}
