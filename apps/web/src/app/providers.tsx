import './styles/shell-styles.ts';
import './global.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { THEME_STORAGE_KEY } from '@regal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { firstNotice } from '../components/feedback/notices.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { EntryCardCorner } from './entry-card-corner.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Spec §4: dark mode is on by default and kept in local storage. */
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

// The notice container (and its transitions) is not needed for the first paint; notices shown
// before it mounts wait in the store and appear when it does.
const Notifications = lazy(async () => ({
  default: (await import('../components/feedback/notifications-chunk.ts')).Notifications,
}));

/**
 * Mounts the notice container with the deferred work or when the first notice is asked for. Notices
 * shown by staff screens straight through `@mantine/notifications` come after a visitor's act, so
 * the container is there by then.
 */
function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.race([afterFirstPaint(), firstNotice]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="dark"
        >
          <DeferredNotifications />
          <EntryCardCorner>{children}</EntryCardCorner>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
