import { Tooltip, type TooltipProps } from '@mantine/core';

/**
 * Mantine's tooltip in the browser; on the server only its target. A closed tooltip adds no markup,
 * so the server's HTML is the same, and the browser hydrates the tooltip over it from its first
 * render: the target is never mounted anew (a `HintTooltip` remounts it when the tooltip arrives,
 * and a dialog opened from it before then could not give the focus back). For buttons a page
 * repeats (one per release), whose tooltips' positioning hooks were a twentieth of a page miss.
 */
export function BrowserTooltip(props: TooltipProps) {
  return typeof document === 'undefined' ? props.children : <Tooltip {...props} />;
}
