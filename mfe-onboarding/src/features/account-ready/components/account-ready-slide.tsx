import { useNavigate } from 'react-router-dom';
import { Button, PageTitle, Stack } from 'shared-ui';

/** Shown after activation until the post-activation funnel slides exist. */
export function AccountReadySlide() {
  const navigate = useNavigate();
  return (
    <Stack gap={16}>
      <PageTitle>Your account is ready</PageTitle>
      <p>You are signed in. Your account page shows your credits and settings.</p>
      <Button fullWidth onClick={() => navigate('/account')}>
        Go to my account
      </Button>
    </Stack>
  );
}
