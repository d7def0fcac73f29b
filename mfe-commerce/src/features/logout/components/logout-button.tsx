import { useNavigate } from 'react-router-dom';
import { logout } from 'api-client';
import { Button, useAlert, useApiMutation, useSession } from 'shared-ui';

export const LOGOUT_ERROR_MESSAGE = 'Logout error';

export function LogoutButton() {
  const navigate = useNavigate();
  const alert = useAlert();
  const { setLoggedOut } = useSession();
  // Busy until the page has left for login.
  const signOut = useApiMutation(logout, {
    onSuccess: () => {
      setLoggedOut();
      navigate('/login');
    },
    onError: (error) => {
      console.error('Logout failed', error);
      void alert(LOGOUT_ERROR_MESSAGE);
    },
  });

  return (
    <Button variant="danger" loading={signOut.status === 'pending' || signOut.status === 'success'} onClick={() => signOut.mutate()}>
      Log out
    </Button>
  );
}
