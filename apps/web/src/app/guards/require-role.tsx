import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';
import { SessionLoading } from './session-loading.tsx';

/**
 * Spec §6 role guards (admin-only, mod-only, a per-route role list): pass `allow={isAdmin}`,
 * `allow={isMod}`, `allow={canSeeDashboard}` or `allow={(r) => ['dev', 'admin'].includes(r)}`.
 * Guests go to login.req; the wrong role sees the 403 page.
 */
export function RequireRole({ allow }: { allow: (role: string) => boolean }) {
  const { user, isLoggedIn, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <SessionLoading />;
  if (!isLoggedIn || !user) return <Navigate to="/login.req" replace state={{ from: location.pathname }} />;
  return allow(user.role) ? <Outlet /> : <ForbiddenPage />;
}
