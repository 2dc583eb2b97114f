import type { Release } from '@regal/shared';

/** One choosable set of links of a release: one hoster of one mirror. */
export interface LinkSource {
  key: string;
  hoster: string;
  /** 1-based mirror number when the release has several mirrors, else null. */
  mirror: number | null;
  links: string[];
}

/**
 * A release's link sources in display order (spec §4: the first is preselected in the cart).
 * Mirrors are the complete link sets; releases without mirrors fall back to their plain links.
 */
export function releaseLinkSources(release: Release): LinkSource[] {
  const mirrors = release.mirrors.length > 0 ? release.mirrors : [{ key: 'links', links: release.links }];
  const numbered = mirrors.length > 1;
  return mirrors.flatMap((mirror, index) =>
    Object.entries(mirror.links)
      .filter(([, links]) => links.length > 0)
      .map(([hoster, links]) => ({
        key: `${mirror.key}:${hoster}`,
        hoster,
        mirror: numbered ? index + 1 : null,
        links,
      })),
  );
}

/** The links a cart item hands on: its selected source, or the first one when that vanished. */
export function selectedLinks(release: Release, selectedSource: string | null): string[] {
  const sources = releaseLinkSources(release);
  const chosen = sources.find((source) => source.key === selectedSource) ?? sources[0];
  return chosen?.links ?? [];
}
