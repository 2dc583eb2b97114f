import type { BadgeState } from '@regal/shared';
import { type Lang, type MessageKey, message } from '../../lib/messages/index.ts';

const LOOK: Record<BadgeState, { word: MessageKey; color: string }> = {
  online: { word: 'linkOnline', color: '#2f9e44' },
  offline: { word: 'linkOffline', color: '#e8590c' },
  dead: { word: 'linkDead', color: '#c92a2a' },
  unknown: { word: 'linkUnknown', color: '#868e96' },
  refused: { word: 'linkRefused', color: '#495057' },
};

/**
 * A small pill (14 px high) with a coloured dot and the state in the page's language, sized to
 * sit inside a hoster button; `<title>` names the state for tooltips. The words are the message
 * catalogue's (fixed texts without markup, so they go into the SVG as they are).
 */
export function badgeSvg(state: BadgeState, lang: Lang): string {
  const { word, color } = LOOK[state];
  const label = message(lang, word);
  const title = message(lang, 'linkBadgeTitle', { state: label });
  const width = Math.round(17 + label.length * 5.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="14" viewBox="0 0 ${width} 14" role="img" aria-label="${title}"><title>${title}</title><rect width="${width}" height="14" rx="7" fill="${color}"/><circle cx="7" cy="7" r="3" fill="#fff"/><text x="13" y="10.5" fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="9">${label}</text></svg>`;
}

/**
 * One state for a release's hoster from its links: any offline part breaks the download, so the
 * worst link decides (refused over dead over offline over unknown over online); no rows yet is unknown.
 */
export function hosterState(links: { state: string; dead: boolean }[]): BadgeState {
  if (links.length === 0) return 'unknown';
  // A link the server will not fetch says so, and nothing about what is behind it.
  if (links.some((l) => l.state === 'refused')) return 'refused';
  if (links.some((l) => l.dead)) return 'dead';
  if (links.some((l) => l.state === 'offline')) return 'offline';
  if (links.some((l) => l.state === 'unknown')) return 'unknown';
  return 'online';
}

/** Our own status image URL for a release's hoster (`options.check` when the release has none). */
export const badgeUrl = (releaseUid: string, hoster: string) =>
  `/api/links/status/${releaseUid}/${encodeURIComponent(hoster)}.svg`;

/** hoster → our status image, for every hoster of a release's links. */
export function statusImages(releaseUid: string, links: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(links).map((hoster) => [hoster, badgeUrl(releaseUid, hoster)]));
}
