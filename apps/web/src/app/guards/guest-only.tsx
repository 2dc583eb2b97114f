import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { SessionLoading } from './session-loading.tsx';

/**
 * Spec §2 "Guest-only routes": logged-in users are redirected home — or, right after logging in on
 * login.req, back to the page that asked for the login. Both this guard and the login form react to
 * the new session; they must agree on the target, or whichever runs last wins.
 */
export function GuestOnly() {
  const { isLoggedIn, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <SessionLoading />;
  const from = (location.state as { from?: string } | null)?.from;
  return isLoggedIn ? <Navigate to={from ?? '/'} replace /> : <Outlet />;
}
