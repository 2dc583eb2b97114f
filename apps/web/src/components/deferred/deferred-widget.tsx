import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';

/** What a deferred piece receives. */
export interface DeferredProps {
  /** True when the visitor used the light trigger before the piece arrived: it opens at once. */
  initiallyOpened?: boolean;
}

/** The light stand-in: draws the trigger, and calls `activate` when the visitor uses it. */
export type Placeholder = (activate: () => void) => ReactNode;

/** A piece's chunk, fetched once (module level, so every mount of the piece shares it). */
export interface DeferredLoader {
  loaded: ComponentType<DeferredProps> | null;
  ensure: () => Promise<ComponentType<DeferredProps>>;
}

export function deferredLoader(load: () => Promise<ComponentType<DeferredProps>>): DeferredLoader {
  let pending: Promise<ComponentType<DeferredProps>> | null = null;
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
 * loads when the browser is idle after the first paint, or at once when the visitor reaches for the
 * trigger; a click that came first is not lost, the piece mounts opened.
 */
export function DeferredWidget({
  loader,
  placeholder,
}: {
  loader: DeferredLoader;
  placeholder: Placeholder;
}) {
  const [Component, setComponent] = useState(() => loader.loaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [wanted, setWanted] = useState(false);

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

  if (Component) return <Component initiallyOpened={openOnMount} />;
  return placeholder(() => {
    setOpenOnMount(true);
    setWanted(true);
  });
}
