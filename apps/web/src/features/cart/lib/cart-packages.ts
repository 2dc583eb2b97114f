import type { CartItem, ContainerItem } from '@regal/shared';
import { selectedLinks } from '../../../components/cart/link-sources.ts';

/** The cart as packages for a container or Click'n'Load: each item's selected source's links. */
export function cartPackages(items: readonly CartItem[]): ContainerItem[] {
  return items
    .map((item) => ({
      fulltitle: item.release.fulltitle,
      links: selectedLinks(item.release, item.selected_source),
    }))
    .filter((item) => item.links.length > 0);
}
