import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import classes from './deferred-widget.module.css';

/** The light stand-in: draws the trigger, and calls `activate` when the visitor uses it. */
export type Placeholder = (activate: () => void) => ReactNode;

/** A piece's chunk, fetched once (module level, so every mount of the piece shares it). */
export interface DeferredLoader {
  loaded: ComponentType | null;
  ensure: () => Promise<ComponentType>;
}

export function deferredLoader(load: () => Promise<ComponentType>): DeferredLoader {
  let pending: Promise<ComponentType> | null = null;
  const loader: DeferredLoader = {
    loaded: null,
    ensure: () => {
      pending ??= load().then((component) => {
        loader.loaded = component;
        return component;
      });
      return pending;
    },
  };
  return loader;
}

/**
 * A piece of the shell with a dropdown or a dialog (menus, popovers) is not part of home's first
 * load (issue 14): until its chunk arrives, a light trigger that looks the same stands in. The chunk
 * loads with the rest of the deferred work (lib/after-first-paint.ts), or at once when the visitor
 * reaches for the trigger; a click that came first is not lost, the piece opens once it is there.
 */
export function DeferredWidget({
  loader,
  placeholder,
}: {
  loader: DeferredLoader;
  placeholder: Placeholder;
}) {
  const [Component, setComponent] = useState(() => loader.loaded);
  const [wanted, setWanted] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // The visitor used the stand-in, perhaps by keyboard: once the piece is there, its own trigger
  // takes the focus over and is clicked, so the menu opens (and later gives the focus back) exactly
  // as if it had been there all along.
  const activation = useRef<{ hadFocus: boolean } | null>(null);

  useEffect(() => {
    if (Component) return;
    let live = true;
    const mount = () =>
      loader.ensure().then((component) => {
        if (live) setComponent(() => component);
      });
    if (wanted) void mount();
    else void afterFirstPaint().then(mount);
    return () => {
      live = false;
    };
  }, [Component, wanted, loader]);

  useEffect(() => {
    const pending = activation.current;
    if (!Component || !pending) return;
    activation.current = null;
    const trigger = frame.current?.querySelector<HTMLElement>('button, a[href]');
    if (pending.hadFocus) trigger?.focus();
    trigger?.click();
  }, [Component]);

  const activate = () => {
    activation.current = { hadFocus: frame.current?.contains(document.activeElement) ?? false };
    setWanted(true);
  };
  return (
    // A press is the visitor's first act, which starts the deferred work: the piece may arrive
    // between the button going down and coming up, and the browser then sends the click to neither
    // trigger. So the press itself already counts as the wish to open.
    // A div, not a span: the widgets inside (the bell's Indicator, menus) are divs, and a div in a
    // span is invalid HTML (issue 36). `display: contents` keeps it out of the header's layout (a class,
    // not an inline style: every page draws three of these, issue 34).
    <div ref={frame} className={classes.frame} onPointerDown={Component ? undefined : activate}>
      {Component ? <Component /> : placeholder(activate)}
    </div>
  );
}
