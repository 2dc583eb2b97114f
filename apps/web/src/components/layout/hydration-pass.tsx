import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { passHydrated, passStarted } from '../../lib/hydration-progress.ts';

/** Counts the pass as pending from its parent's commit (layout effects run before any passive one). */
function PassPending() {
  useLayoutEffect(() => passStarted(), []);
  return null;
}

/**
 * Last inside the boundary: its effect runs after those of everything before it, nested passes'
 * registrations included, so the count never reaches zero while a nested pass is still to come.
 */
function PassDone() {
  useEffect(() => passHydrated(), []);
  return null;
}

/**
 * A part of a server-rendered page that the browser hydrates in a pass of its own, after the part
 * around it (decision 028, "Start-up in tasks"). React hydrates a server-rendered Suspense
 * boundary separately, each with its own commit; a commit cannot be split, and one as large as the
 * whole page was the longest task of its start-up on a phone (40–50 ms on a desktop CPU, four
 * times that on a phone, when a tap waits). Nested passes hydrate one after the other.
 *
 * Nothing inside suspends in the browser (route modules and texts are loaded before hydrating, data
 * comes with the page), so the empty fallback is never seen. The server sends every boundary
 * inline (`progressiveChunkSize` in entry-server.tsx). The document is marked interactive only once
 * every pass has hydrated (lib/hydration-progress.ts).
 */
export function HydrationPass({ children }: { children: ReactNode }) {
  return (
    <>
      <PassPending />
      <Suspense fallback={null}>
        {children}
        <PassDone />
      </Suspense>
    </>
  );
}
