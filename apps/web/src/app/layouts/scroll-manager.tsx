import { useEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';

/**
 * Spec §2: a new page starts at the top, and the back button returns to where the visitor was on
 * the page before (React Router's ScrollRestoration: positions kept per history entry). A hash
 * anchor is scrolled to smoothly; it may render after data arrives, so it is looked for again for a
 * short while.
 */
export function ScrollManager() {
  const { key, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change, not only on hash changes
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      attempts++;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || attempts > 20) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [key, hash]);

  return <ScrollRestoration />;
}
