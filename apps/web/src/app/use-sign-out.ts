// Leaving the console: Logout from the power menu (after its confirmation), and following another tab that
// signed out. Clearing the cache while a list was still on screen made that list fetch again, without a
// token, and its 401 put 'Harap login terlebih dahulu!' on the login page; so the queries are cancelled
// first, the screens are left, and only then is the cache emptied.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { confirmLogout } from '../components/confirm-dialog';
import { paths } from '../config/paths';
import { logoutRequest } from '../features/auth/api/logout';
import { clearSession, onSignedOutElsewhere } from '../lib/auth';

/** Returns Logout; signs this tab out when another one does. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = async () => {
    await queryClient.cancelQueries();
    await navigate(paths.login.path, { replace: true });
    queryClient.clear();
  };

  // Another tab signed out: so does this one.
  useEffect(() => onSignedOutElsewhere(() => void leave()), [navigate, queryClient]); // leave uses only these

  return async function logout() {
    if (!(await confirmLogout())) return;
    try {
      await logoutRequest();
    } catch {
      // already invalid on the server: signing out here is all that is left to do
    }
    clearSession();
    await leave();
  };
}
