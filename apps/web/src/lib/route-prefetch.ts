import { useMemo } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterFirstPaint } from './after-first-paint.ts';

/**
 * Route chunks fetched before the click (issue 20): when a link is hovered, focused or touched, or
 * comes near the screen, the lazy route modules its address matches are imported. The router's own
 * `lazy()` call on the click then finds them in the module map and the page changes at once.
 * The route table is handed over by app/router.tsx, so links need not import the router.
 */
let routes: RouteObject[] = [];
/** Route objects whose module was asked for once (each import is the browser's to cache after that). */
const started = new WeakSet<RouteObject>();

export function setPrefetchRoutes(table: RouteObject[]) {
  routes = table;
}

/** Imports the lazy modules of every route `pathname` matches (layout routes included). */
export function prefetchRoute(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function' || started.has(route)) continue;
    started.add(route);
    // A failed prefetch is forgotten: the click loads it again and shows the error if it still fails.
    (lazy as () => Promise<unknown>)().catch(() => started.delete(route));
  }
}

// One observer for every prefetching link; near the screen = within 200 px of it.
const targets = new WeakMap<Element, string>();
let observer: IntersectionObserver | null = null;
function nearScreen(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const path = targets.get(entry.target);
        observer?.unobserve(entry.target);
        // Links seen on the first screen wait until the page has painted and the visitor acts or
        // the browser is idle: the first load keeps the network to itself.
        if (path) void afterFirstPaint().then(() => prefetchRoute(path));
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

/**
 * Props for a `<Link>`/`<NavLink>` to `to` that prefetch its route: spread them onto the link.
 * The ref callback watches the element while it is mounted.
 */
export function usePrefetchLink(to: string) {
  return useMemo(() => prefetchProps(to), [to]);
}

function prefetchProps(to: string) {
  const start = () => prefetchRoute(to);
  return {
    onMouseEnter: start,
    onFocus: start,
    onTouchStart: start,
    ref: (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      targets.set(element, to);
      nearScreen().observe(element);
      return () => {
        targets.delete(element);
        observer?.unobserve(element);
      };
    },
  };
}
