import type { TooltipProps } from '@mantine/core';
import { type ReactElement, useEffect, useState } from 'react';
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
 * A hover hint on an icon button of the first paint (theme, cart, favorite). Mantine's tooltip
 * brings the floating-UI positioning engine, so it arrives after the first paint; until then the
 * button stands alone (its aria-label names it either way).
 */
export function HintTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [Loaded, setLoaded] = useState(() => Tooltip);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    void loadTooltip().then(() => {
      if (live) setLoaded(() => Tooltip);
    });
    return () => {
      live = false;
    };
  }, [Loaded]);
  return Loaded ? (
    <Loaded label={label} withArrow>
      {children}
    </Loaded>
  ) : (
    children
  );
}
