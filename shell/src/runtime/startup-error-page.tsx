import styled from 'styled-components';
import { Button, Card, Page, PageTitle, theme } from 'shared-ui/start-up';

const Text = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.textMuted};
`;

/** Shown instead of a white page when the site's own configuration cannot be loaded. */
export function StartupErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <Page narrow>
      <Card role="alert">
        <PageTitle>The site could not be loaded</PageTitle>
        <Text>Please check your internet connection and try again.</Text>
        <Button fullWidth onClick={onRetry}>
          Retry
        </Button>
      </Card>
    </Page>
  );
}
