import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, PageTitle, theme, usePageMeta } from 'shared-ui/start-up';

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  padding: 48px 0;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: ${theme.colors.accent};
  font-size: 64px;
  font-weight: 800;
  line-height: 1;
`;

export function NotFoundPage() {
  const navigate = useNavigate();
  usePageMeta({ title: 'Page not found | AI Photographer', noindex: true });
  return (
    <Page>
      <Center>
        <Code aria-hidden="true">404</Code>
        <PageTitle style={{ fontSize: 22, fontWeight: 600, maxWidth: 560 }}>
          We could not find the page you were looking for, or the page no longer exists
        </PageTitle>
        <Button onClick={() => navigate('/')}>Take Me Home</Button>
      </Center>
    </Page>
  );
}
