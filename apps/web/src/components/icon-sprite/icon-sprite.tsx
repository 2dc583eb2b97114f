import type { Icon } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import classes from './icon-sprite.module.css';

/** The icons a sprite holds, each with its Tabler name (its symbol is `regal-icon-<name>`). */
type SpriteIcons = ReadonlyMap<Icon, string>;

const symbolId = (name: string) => `regal-icon-${name}`;

const SpriteContext = createContext<SpriteIcons | null>(null);

/**
 * Icons that repeat once per release (a detail page draws ~100 of them: 34 KB of SVG markup and four
 * to six elements each for the server to render, issue 34), drawn once as symbols and referenced by
 * `<use>` (`SpriteIcon`) inside `children`. A symbol holds Tabler's own icon, so the paths and stroke are Tabler's
 * and each reference draws the same picture in the referencing element's colour. The ids are fixed:
 * one sprite per page (the releases section).
 */
export function IconSprite({ icons, children }: { icons: Record<string, Icon>; children: ReactNode }) {
  const byIcon: SpriteIcons = useMemo(
    () => new Map(Object.entries(icons).map(([name, icon]) => [icon, name])),
    [icons],
  );
  return (
    <SpriteContext.Provider value={byIcon}>
      <svg className={classes.sprite} aria-hidden="true" focusable="false">
        {[...byIcon].map(([Drawn, name]) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Drawn />
          </symbol>
        ))}
      </svg>
      {children}
    </SpriteContext.Provider>
  );
}

/**
 * `icon` at `size` px: a reference to the enclosing sprite's symbol (no `xmlns` or Tabler classes: the
 * HTML parser needs neither and nothing styles them, and a page repeats it ~100 times), or Tabler's
 * component where no sprite holds it (the same buttons in search results and the cart). Every use sits in a control named by its label or text, so the reference is hidden from assistive
 * technology (Tabler's own icon says nothing either).
 */
export function SpriteIcon({ icon: Drawn, size }: { icon: Icon; size: number }) {
  const name = useContext(SpriteContext)?.get(Drawn);
  if (name === undefined) return <Drawn size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
