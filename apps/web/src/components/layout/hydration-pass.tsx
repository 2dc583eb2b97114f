import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates in a pass of its own, after the part
 * around it (decision 028, "Start-up in tasks"). React hydrates a server-rendered Suspense
 * boundary separately, each with its own commit; a commit cannot be split, and one as large as the
 * whole page was the longest task of its start-up on a phone (40–50 ms on a desktop CPU, four
 * times that on a phone, when a tap waits). Nested passes hydrate one after the other.
 *
 * Nothing inside suspends in the browser (route modules and texts are loaded before hydrating, data
 * comes with the page), so the empty fallback is never seen. The server sends every boundary
 * inline (`progressiveChunkSize` in entry-server.tsx).
 */
export function HydrationPass({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
