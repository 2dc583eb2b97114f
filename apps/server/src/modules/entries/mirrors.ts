import { MIRRORS_PER_TITLE, type Release } from '@regal/shared';

/** `MIRROR_HOSTERS` is a comma list ("ddownload, rapidgator"); empty keeps every hoster. */
export function parseHosterList(value: string): string[] {
  return value
    .split(',')
    .map((hoster) => hoster.trim().toLowerCase())
    .filter(Boolean);
}

/** A configured "rapidgator" covers the link keys "rapidgator" and "rapidgator.net". */
function allowedHoster(key: string, hosters: string[]): boolean {
  if (hosters.length === 0) return true;
  const name = key.toLowerCase();
  return hosters.some((hoster) => name === hoster || name.startsWith(`${hoster}.`));
}

function pick<T>(map: Record<string, T>, hosters: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([key]) => allowedHoster(key, hosters)));
}

/**
 * Spec §5 and §9: releases with the same name are one title whose uploads are its mirrors. Only
 * links on the configured hosters are kept, a mirror left without links is dropped, and a title
 * shows at most two mirrors. The first release of a name (in the given order) stands for the
 * title; its own links are filtered the same way.
 */
export function groupMirrors(releases: Release[], hosters: string[]): Release[] {
  const titles = new Map<string, Release[]>();
  for (const release of releases) {
    const key = release.fulltitle.trim().toLowerCase();
    const group = titles.get(key);
    if (group) group.push(release);
    else titles.set(key, [release]);
  }
  return [...titles.values()].map((group) => {
    const [first, ...rest] = group as [Release, ...Release[]];
    const mirrors = [first, ...rest]
      .map((release) => ({
        key: release.uid,
        user: release.user?.username ?? null,
        links: pick(release.links, hosters),
        check: pick(release.options.check, hosters),
      }))
      .filter((mirror) => Object.keys(mirror.links).length > 0)
      .slice(0, MIRRORS_PER_TITLE);
    return {
      ...first,
      links: pick(first.links, hosters),
      crypted_links: pick(first.crypted_links, hosters),
      options: { ...first.options, check: pick(first.options.check, hosters) },
      mirrors,
    };
  });
}

/**
 * One row per release name in a list (warez mode, release search): the other uploads of a name are
 * that release's mirrors (spec §5, shown on its entry's page), not identical rows (issue 36). The
 * first row of a name in the list's order stands for it. Grouped within the page the database
 * returned: mirrors are uploaded close together and land on one page; the total still counts
 * uploads, so such a page holds fewer rows than its size.
 */
export function oneRowPerName<T>(rows: T[], nameOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = nameOf(row).trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
