import { Button, Stack, TextField, useCopyText } from 'shared-ui';
import { COPY_URL_FAILED_MESSAGE, URL_COPIED_MESSAGE } from '../reddit-share';
import { ShareFeedback } from './share-feedback';

const COPY_TEXTS = { copied: URL_COPIED_MESSAGE, failed: COPY_URL_FAILED_MESSAGE };

/** Normal share: the photo's link, to copy and paste anywhere. */
export function CopyLinkPanel({ link }: { link: string }) {
  const { copy, copying, result } = useCopyText(COPY_TEXTS);
  return (
    <Stack gap={12} align="flex-start">
      <TextField label="Photo link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Button loading={copying} onClick={() => void copy(link)}>
        Copy link
      </Button>
      {result && <ShareFeedback ok={result.ok}>{result.text}</ShareFeedback>}
    </Stack>
  );
}
