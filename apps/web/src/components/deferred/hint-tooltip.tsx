import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement, type Ref, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';

type TooltipComponent = (props: TooltipProps) => ReactElement;
let Tooltip: TooltipComponent | null = null;
let pending: Promise<void> | null = null;

function loadTooltip(): Promise<void> {
  pending ??= afterFirstPaint()
    .then(() => import('./tooltip-chunk.ts'))
    .then((chunk) => {
      Tooltip = chunk.Tooltip as TooltipComponent;
    });
  return pending;
}

/**
 * A hover hint on an icon button of the first paint (theme, cart, favorite, share). Mantine's tooltip
 * brings the floating-UI positioning engine, so it arrives after the first paint; until then the
 * button stands alone (its aria-label names it either way). Wrapping it then mounts the button
 * anew, so a button that had the keyboard focus gets it back.
 */
export function HintTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const [Loaded, setLoaded] = useState(() => Tooltip);
  const button = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (Loaded) {
      if (hadFocus.current) button.current?.focus();
      hadFocus.current = false;
      return;
    }
    let live = true;
    void loadTooltip().then(() => {
      if (!live) return;
      hadFocus.current = button.current !== null && button.current === document.activeElement;
      setLoaded(() => Tooltip);
    });
    return () => {
      live = false;
    };
  }, [Loaded]);
  const target = cloneElement(children, { ref: button });
  return Loaded ? (
    <Loaded label={label} withArrow>
      {target}
    </Loaded>
  ) : (
    target
  );
}
