import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: page changes scroll to the top, or smoothly to a hash anchor. The anchor may render
 * after data arrives, so it is looked for again for a short while.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change, not only on hash changes
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      attempts++;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || attempts > 20) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname, search, hash]);

  return null;
}
