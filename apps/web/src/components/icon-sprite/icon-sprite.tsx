import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import classes from './icon-sprite.module.css';
import { SpriteContext, symbolId } from './sprite-icon.tsx';

/**
 * Icons that repeat once per release (a detail page draws ~100 of them: 34 KB of SVG markup and four
 * to six elements each for the server to render, issue 34), drawn once as symbols and referenced by
 * `<use>` (`SpriteIcon`) inside `children`. A symbol holds Tabler's own icon, so the paths and stroke
 * are Tabler's and each reference draws the same picture in the referencing element's colour. The ids
 * are fixed: one sprite per page (the releases section).
 */
export function IconSprite({ icons, children }: { icons: Record<string, Icon>; children: ReactNode }) {
  const byIcon = useMemo(() => new Map(Object.entries(icons).map(([name, icon]) => [icon, name])), [icons]);
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
