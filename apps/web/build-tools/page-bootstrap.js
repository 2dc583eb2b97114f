// The page's first script: a classic, blocking-free file (deferred on server-rendered pages) built
// into `js/color-scheme-<hash>.js` by vite.config.ts, which puts the theme key in for the
// placeholder below. A file rather than an inline script: the CSP allows no inline scripts
// (decision 013).

// Zod compiles parsers with `new Function` (and probes for it when each object schema is made)
// unless `jitless` is set before it loads; the CSP allows no eval, and even the caught probe is
// reported as a violation. This script runs before the app's modules, so it is set here.
window.__zod_globalConfig = { jitless: true };

// The colour scheme on <html> before the first paint, so a dark-mode visitor (the default) never
// sees a white flash. Same local-storage key as Mantine's colour scheme manager. Only written when
// it differs: a server-rendered page already has it, and writing it again restyled the whole page.
(() => {
  const root = document.documentElement;
  const set = (scheme) => {
    if (root.getAttribute('data-mantine-color-scheme') !== scheme) {
      root.setAttribute('data-mantine-color-scheme', scheme);
    }
  };
  try {
    set(localStorage.getItem(__THEME_STORAGE_KEY__) === 'light' ? 'light' : 'dark');
  } catch {
    set('dark');
  }
})();

// A server-rendered page holds its app scripts in `<template id="regal-scripts">` (decision 028,
// apps/server/src/plugins/page-render.ts); scripts inside a template never run. They are added to
// the head once the page has appeared: the first contentful paint is recorded and the images the
// server preloaded (the page's largest, e.g. the hero backdrop) have arrived. Asked for earlier,
// the scripts (high priority, ~200 KB) shared a slow phone connection with that image. A timer
// caps the wait (a tab in the background paints nothing until it is shown; an image may hang).
(() => {
  const template = document.getElementById('regal-scripts');
  if (!template) return;
  const CAP_MS = 1000;
  // Each added `modulepreload` starts its fetch at once (~1 ms on a desktop CPU): a detail page's
  // twenty in one task were one long task on a phone, so they go in a few per task.
  const PER_TASK = 5;
  let started = false;

  const add = () => {
    if (started) return;
    started = true;
    const pending = Array.from(template.content.children);
    const next = () => {
      for (const held of pending.splice(0, PER_TASK)) {
        const element = document.createElement(held.tagName);
        for (const { name, value } of Array.from(held.attributes)) element.setAttribute(name, value);
        document.head.appendChild(element);
      }
      if (pending.length > 0) setTimeout(next, 0);
    };
    next();
  };

  const afterPreloadedImages = () => {
    const preloaded = new Set(
      Array.from(document.querySelectorAll('link[rel="preload"][as="image"]'), (link) => link.href),
    );
    const waiting = Array.from(document.images).filter((img) => !img.complete && preloaded.has(img.src));
    let left = waiting.length;
    if (left === 0) return setTimeout(add, 0);
    const done = () => {
      left -= 1;
      if (left === 0) setTimeout(add, 0);
    };
    for (const img of waiting) {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
  };

  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPreloadedImages();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the next frame is the closest sign of a paint.
    requestAnimationFrame(() => setTimeout(afterPreloadedImages, 0));
  }
  setTimeout(add, CAP_MS);
})();
