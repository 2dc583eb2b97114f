import './styles/shell-styles.ts';
import './global.css';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { firstNotice } from '../components/feedback/notices.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { cookieColorSchemeManager } from '../lib/color-scheme.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { readToken } from '../lib/session-token.ts';
import { EntryCardCorner } from './entry-card-corner.tsx';
import { HydratedColorScheme } from './hydrated-color-scheme.tsx';
import { MantineHeadStyles } from './mantine-head-styles.tsx';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/** Spec §4: dark mode is on by default, kept in local storage and a cookie the server reads. */
const browserColorSchemeManager = cookieColorSchemeManager();

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
/** Mantine's `xs` breakpoint (36em): phones. */
const PHONE_QUERY = '(max-width: 35.99em)';

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
  // On a phone, stacked notices reached down over the cart's jDownloader buttons (issue 36): one at
  // a time there (the others wait their turn), the height of one notice above any dialog's buttons.
  const phone = useMediaQuery(PHONE_QUERY);
  return ready ? (
    <Suspense fallback={null}>
      <Notifications position={phone ? 'top-center' : 'top-right'} limit={phone ? 1 : 5} />
    </Suspense>
  ) : null;
}

/** Mantine with the theme of the page's language (inside the i18n provider: the server's instance too). */
function LocalizedMantineProvider({
  colorSchemeManager,
  children,
}: {
  colorSchemeManager: MantineColorSchemeManager;
  children: ReactNode;
}) {
  const { t, i18n: current } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language gives new words, and `t` may stay the same function
  const theme = useMemo(() => localizedTheme(t), [t, current.language]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="dark"
      // Its two sheets go to the head, not into #root (mantine-head-styles.tsx).
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <MantineHeadStyles resolver={cssVariablesResolver} />
      {children}
    </MantineProvider>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** The server renders each request with its own texts, queries and colour scheme (decision 028). */
  i18n?: I18n;
  queryClient?: QueryClient;
  colorSchemeManager?: MantineColorSchemeManager;
  /** The queries the server read for this page: the hydrating render starts from the same data. */
  dehydratedState?: DehydratedState;
}

export function AppProviders(props: AppProvidersProps) {
  const { children, dehydratedState } = props;
  const [queryClient] = useState(() => {
    const client = props.queryClient ?? createQueryClient();
    // A read that failed on the server (a missing entry) is the page that was rendered: mounting it
    // must not retry at once, or the hydrating render would show a loading state instead.
    for (const query of dehydratedState?.queries ?? []) {
      if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
    return client;
  });
  // The server renders every page as a guest. A signed-in visitor's view of the same page can differ
  // (a moderator's REQ list names who asked, staff see hidden items): once hydrated, the server's
  // queries are read again with the visitor's session.
  useEffect(() => {
    if (dehydratedState && typeof window !== 'undefined' && readToken()) void queryClient.invalidateQueries();
  }, [dehydratedState, queryClient]);
  return (
    <I18nextProvider i18n={props.i18n ?? i18n}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>
          <LocalizedMantineProvider
            colorSchemeManager={props.colorSchemeManager ?? browserColorSchemeManager}
          >
            <HydratedColorScheme />
            <DeferredNotifications />
            <EntryCardCorner>{children}</EntryCardCorner>
          </LocalizedMantineProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
