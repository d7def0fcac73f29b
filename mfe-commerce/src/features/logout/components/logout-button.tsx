import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from 'api-client';
import { Button, useAlert, useSession } from 'shared-ui';

export const LOGOUT_ERROR_MESSAGE = 'Logout error';

export function LogoutButton() {
  const navigate = useNavigate();
  const alert = useAlert();
  const { setLoggedOut } = useSession();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await logout();
      setLoggedOut();
      navigate('/login');
    } catch (error) {
      console.error('Logout failed', error);
      setBusy(false);
      await alert(LOGOUT_ERROR_MESSAGE);
    }
  }

  return (
    <Button variant="danger" loading={busy} onClick={() => void signOut()}>
      Log out
    </Button>
  );
}
