import { type EntryCard, HOME_BOOT_ELEMENT_ID } from '@regal/shared';

/** What the server puts into home's page (apps/server/src/plugins/page-preloads.ts). */
interface HomeBoot {
  latest: EntryCard[];
  heroBackdrop: string | null;
  /** When the server read it (ms since the epoch): the query refetches once it is stale. */
  at: number;
}

let boot: HomeBoot | null | undefined;

/**
 * Home's first paint data, when the page came with it: the newest entries and the intro's backdrop,
 * so home draws at once instead of asking the API first (issue 14). Null on every other page, on a
 * page served by the service worker, and when the server could not read it.
 */
export function homeBoot(): HomeBoot | null {
  if (boot === undefined) {
    const text = document.getElementById(HOME_BOOT_ELEMENT_ID)?.textContent;
    try {
      boot = text ? (JSON.parse(text) as HomeBoot) : null;
    } catch {
      boot = null;
    }
  }
  return boot;
}

/** The intro's backdrop the page brought along, for the newest entry only. */
export function bootBackdrop(uid: string): string | undefined {
  const current = homeBoot();
  return current?.latest[0]?.uid === uid ? (current.heroBackdrop ?? undefined) : undefined;
}
