import styled from 'styled-components';
import { Button, Card, theme } from 'shared-ui';

const Box = styled(Card)`
  max-width: 480px;
  margin: 48px auto;
  text-align: center;
`;

const Message = styled.p`
  margin: 0 0 20px;
  color: ${theme.colors.text};
  font-size: 17px;
`;

export function RemoteErrorView({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <Box role="alert" style={compact ? { margin: '16px 0' } : undefined}>
      <Message>This part of the site could not be loaded</Message>
      <Button onClick={onRetry}>Retry</Button>
    </Box>
  );
}
