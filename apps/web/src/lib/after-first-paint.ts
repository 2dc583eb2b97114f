/**
 * Work that the first paint does not need (the full style sheet, the other locale namespaces, the
 * shell's menus and dialogs, tooltips, analytics, the service worker) waits until the visitor first
 * acts on the page (a pointer, a key, a touch, a scroll) or, failing that, until the browser is idle
 * a few seconds after the page loaded. On a phone this keeps the first seconds for what the page
 * shows: measured with Lighthouse, loading it all on the first idle moment made the long tasks and
 * the style recalculation of the whole Mantine sheet land in the middle of the page's start-up.
 */
const FALLBACK_AFTER_LOAD_MS = 5000;
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let ready: Promise<void> | null = null;

export function afterFirstPaint(): Promise<void> {
  // On the server (decision 028) there is no first paint: the deferred work never runs there.
  if (typeof window === 'undefined') return new Promise<void>(() => undefined);
  ready ??= new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const type of FIRST_ACTS) window.removeEventListener(type, finish, { capture: true });
      resolve();
    };
    for (const type of FIRST_ACTS) window.addEventListener(type, finish, { capture: true, passive: true });
    const later = () =>
      window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(finish, { timeout: 4000 });
        else finish();
      }, FALLBACK_AFTER_LOAD_MS);
    // The page may have finished loading while the shell's texts were still on their way.
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
  return ready;
}
