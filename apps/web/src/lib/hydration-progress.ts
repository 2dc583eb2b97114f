/**
 * When the whole page answers input (`<html data-interactive>`, decision 028). The root's commit is
 * not enough: each `HydrationPass` is a Suspense boundary React hydrates in a commit of its own,
 * later. A language switch clicked between the two rendered the not-yet-hydrated parts in the new
 * language against the old language's HTML (React error 418, then a client render). The mark waits
 * for the root and for every pass, nested ones included.
 */
let pendingPasses = 0;
let rootHydrated = false;

function markWhenDone(): void {
  if (rootHydrated && pendingPasses === 0) document.documentElement.dataset.interactive = '';
}

/** A pass was committed around a boundary that still has to hydrate (layout effect of its parent). */
export function passStarted(): () => void {
  pendingPasses += 1;
  return () => {
    pendingPasses -= 1;
    markWhenDone();
  };
}

/** A pass's own content committed: the boundary is hydrated. */
export function passHydrated(): () => void {
  pendingPasses -= 1;
  markWhenDone();
  // StrictMode runs effects twice in development: undoing keeps the count true.
  return () => {
    pendingPasses += 1;
  };
}

/** The root committed (its passive effects run after every layout effect of that commit). */
export function rootCommitted(): void {
  rootHydrated = true;
  markWhenDone();
}
