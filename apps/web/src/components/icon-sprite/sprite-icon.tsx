import type { Icon } from '@tabler/icons-react';
import { createContext, useContext } from 'react';

/** The icons the enclosing sprite holds, each with its Tabler name (icon-sprite.tsx). */
export const SpriteContext = createContext<ReadonlyMap<Icon, string> | null>(null);

/** The id of a sprite's symbol for the icon of this name. */
export const symbolId = (name: string) => `regal-icon-${name}`;

/**
 * `icon` at `size` px: a reference to the enclosing sprite's symbol, or Tabler's component where no
 * sprite holds it (the same buttons in search results and the cart). The reference carries no `xmlns`
 * or Tabler classes: the HTML parser needs neither, nothing styles them, and a page repeats it ~100
 * times. Every use sits in a control named by its label or text, so it is hidden from assistive
 * technology (Tabler's own icon says nothing either). Apart from icon-sprite.tsx, which only the
 * releases section loads.
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
