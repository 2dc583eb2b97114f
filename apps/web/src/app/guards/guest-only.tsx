import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { SessionLoading } from './session-loading.tsx';

/** Spec §2 "Guest-only routes": logged-in users are redirected home. */
export function GuestOnly() {
  const { isLoggedIn, isLoading } = useSession();
  if (isLoading) return <SessionLoading />;
  return isLoggedIn ? <Navigate to="/" replace /> : <Outlet />;
}
