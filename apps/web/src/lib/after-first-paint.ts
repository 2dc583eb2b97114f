/**
 * Work that the first paint does not need (the full style sheet, the other locale namespaces, the
 * shell's menus and dialogs, the service worker) waits until the page has loaded and the browser is
 * idle, so it never competes with home's own chunk, its data and its images (issue 14).
 */
let idle: Promise<void> | null = null;

export function afterFirstPaint(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 4000 });
      else window.setTimeout(resolve, 1500);
    };
    // The page may have finished loading while the shell's texts were still on their way.
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return idle;
}
