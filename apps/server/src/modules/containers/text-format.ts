import type { ContainerItem } from '@regal/shared';

/** The plain list: each item's title, its links one a line, a blank line between items. */
export function encodeTextList(items: ContainerItem[]): string {
  return `${items.map((item) => [`# ${item.fulltitle}`, ...item.links].join('\r\n')).join('\r\n\r\n')}\r\n`;
}
