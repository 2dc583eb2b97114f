import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { SessionLoading } from './session-loading.tsx';

/**
 * Spec §6: login-required routes need a logged-in, verified user. Guests (and users who still owe
 * the 2FA code) go to login.req and come back afterwards; unverified users to login.notVerified.
 */
export function RequireLogin() {
  const { user, isLoggedIn, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <SessionLoading />;
  if (user && user.gain_access === 0) return <Navigate to="/login.notVerified" replace />;
  if (!isLoggedIn)
    return <Navigate to="/login.req" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
