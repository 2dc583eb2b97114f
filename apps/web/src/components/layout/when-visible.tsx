import { type ReactNode, useEffect, useRef, useState } from 'react';

interface WhenVisibleProps {
  /** Height the stand-in keeps free, close to the section's own, so nothing jumps when it arrives. */
  minHeight: number;
  children: ReactNode;
  testId?: string;
}

/**
 * Draws a section of a long page (home's live feed, type rows, actors) only when it comes near the
 * screen: a phone's first paint then renders, fetches and decodes what it shows and nothing else
 * (issue 14: home made 194 requests and most of its long tasks below the fold). Once drawn it stays.
 */
export function WhenVisible({ minHeight, children, testId }: WhenVisibleProps) {
  const slot = useRef<HTMLDivElement>(null);
  // The server draws the stand-in as well, so the page hydrates without a mismatch.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const node = slot.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  if (visible) return children;
  return <div ref={slot} style={{ minHeight }} aria-hidden="true" data-testid={testId} />;
}
