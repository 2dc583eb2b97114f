import { type EntryCard, HOME_BOOT_ELEMENT_ID } from '@regal/shared';
import { readPageBoot } from './page-boot.ts';

/** What the server puts into home's page (apps/server/src/plugins/page-preloads.ts). */
interface HomeBoot {
  latest: EntryCard[];
  heroBackdrop: string | null;
  /** When the server read it (ms since the epoch): the query refetches once it is stale. */
  at: number;
}

/**
 * Home's first paint data, when the page came with it: the newest entries and the intro's backdrop,
 * so home draws at once instead of asking the API first (issue 14). Null on every other page.
 */
export function homeBoot(): HomeBoot | null {
  return readPageBoot<HomeBoot>(HOME_BOOT_ELEMENT_ID);
}

/** The intro's backdrop the page brought along, for the newest entry only. */
export function bootBackdrop(uid: string): string | undefined {
  const current = homeBoot();
  return current?.latest[0]?.uid === uid ? (current.heroBackdrop ?? undefined) : undefined;
}
