import { Outlet } from 'react-router';
import { AppFooter } from '../../components/footer/app-footer.tsx';
import { AppHeader } from '../../components/header/app-header.tsx';
import { HeaderUserMenu } from '../../components/header/header-user-menu.tsx';
import { HydrationPass } from '../../components/layout/hydration-pass.tsx';
import { TopLoadingBar } from '../../components/loading-bar/top-loading-bar.tsx';
import { ReauthDialogHost } from '../../components/reauth/reauth-dialog-host.tsx';
import { CartMenu } from '../../features/cart/components/cart-menu.tsx';
import { DeferredAppsMenu } from '../../features/core/components/deferred-apps-menu.tsx';
import { DeferredNotificationsMenu } from '../../features/notifications/components/deferred-notifications-menu.tsx';
import { SessionProvider } from '../../lib/session.tsx';
import classes from './root-layout.module.css';
import { RouteMeta } from './route-meta.tsx';
import { ScrollManager } from './scroll-manager.tsx';

/**
 * The chrome around every public page. The header takes feature-owned pieces as slots, so shared
 * components never import features (shared → features → app).
 */
export function RootLayout() {
  return (
    <SessionProvider>
      <div className={classes.shell}>
        <TopLoadingBar />
        <ScrollManager />
        <RouteMeta />
        <AppHeader
          appsMenu={<DeferredAppsMenu />}
          cartMenu={<CartMenu />}
          notificationsMenu={<DeferredNotificationsMenu />}
          userMenu={<HeaderUserMenu />}
        />
        {/* The header is the first hydration pass; the page and the footer the next. */}
        <main className={classes.main} id="main">
          <HydrationPass>
            <Outlet />
          </HydrationPass>
        </main>
        <HydrationPass>
          <AppFooter />
        </HydrationPass>
      </div>
      <ReauthDialogHost />
    </SessionProvider>
  );
}
