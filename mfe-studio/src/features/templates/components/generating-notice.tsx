import styled from 'styled-components';
import { ProgressBar, theme } from 'shared-ui';
import { GENERATING_FROM_TEMPLATE_MESSAGE } from '../template-messages';

interface GeneratingNoticeProps {
  progress: number | null;
  /** '{n} minute(s) remaining', or the taking-longer message. */
  remaining: string | null;
}

const Box = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.infoSoft};
`;

const Text = styled.p`
  margin: 0;
`;

const Remaining = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

/** The page's progress while a photo is made from a template (the viewer may have been closed meanwhile). */
export function GeneratingNotice({ progress, remaining }: GeneratingNoticeProps) {
  return (
    <Box role="status">
      <Text>{GENERATING_FROM_TEMPLATE_MESSAGE}</Text>
      {progress !== null && <ProgressBar value={progress} label="Generating" />}
      {remaining && <Remaining>{remaining}</Remaining>}
    </Box>
  );
}
