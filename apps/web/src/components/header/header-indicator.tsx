import type { ComponentPropsWithRef, ReactNode } from 'react';
import { INDICATOR_BADGE } from './header-controls.ts';

interface HeaderIndicatorProps extends ComponentPropsWithRef<'div'> {
  /** INDICATOR or UNREAD_INDICATOR (header-controls.ts). */
  className: string;
  label: ReactNode;
  shown: boolean;
}

/**
 * What Mantine's `<Indicator label={count} disabled={count === 0}>` drew around a header button (the
 * cart, the bell), as plain elements: the root with the button, and the count's badge above it while
 * there is one. Other props (a tooltip's ref and handlers) land on the root, as on Indicator's.
 */
export function HeaderIndicator({ label, shown, children, ...root }: HeaderIndicatorProps) {
  return (
    <div {...root}>
      {shown && (
        <div className={INDICATOR_BADGE} data-with-label={label ? 'true' : undefined}>
          {label}
        </div>
      )}
      {children}
    </div>
  );
}
