import { ENTRY_BOOT_ELEMENT_ID, type EntryDetail } from '@regal/shared';
import { readPageBoot } from './page-boot.ts';

/** What the server puts into an entry's detail page (apps/server/src/plugins/page-preloads.ts). */
interface EntryBoot {
  entry: EntryDetail;
  /** The backdrop the page preloads: the carousel shows it first. */
  leadBackdrop: string | null;
  /** When the server read it (ms since the epoch): the query refetches once it is stale. */
  at: number;
}

/**
 * The entry the page came with, when it is the one asked for: the detail page draws at once and its
 * first backdrop is already on its way (issue 14). Undefined for any other entry and on other pages.
 */
export function entryBoot(uid: string): EntryBoot | undefined {
  const boot = readPageBoot<EntryBoot>(ENTRY_BOOT_ELEMENT_ID);
  return boot?.entry.uid === uid ? boot : undefined;
}
