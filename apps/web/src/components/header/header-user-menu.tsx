import { useSession } from '../../lib/session.tsx';
import { DeferredWidget, deferredLoader } from '../deferred/deferred-widget.tsx';
import { GuestUserEntry } from './guest-user-entry.tsx';
import { UserMenuTrigger } from './user-menu-trigger.tsx';

const userMenuLoader = deferredLoader(async () => (await import('./user-menu.tsx')).UserMenu);

/**
 * Spec §2 "User menu" in the header. Guests (and logins still owing the 2FA code) see the login
 * button instead.
 */
export function HeaderUserMenu() {
  const { user, isLoggedIn } = useSession();
  if (!isLoggedIn || !user) return <GuestUserEntry />;
  return (
    <DeferredWidget
      loader={userMenuLoader}
      placeholder={(activate) => <UserMenuTrigger user={user} onClick={activate} />}
    />
  );
}
