import type { SequenceValue } from './table-dump.ts';

/**
 * What a backup holds (decision 034): `manifest.json`, `database/<table>.jsonl.gz` and `files/…`,
 * the files kept outside the database. `app-key` is a file, the others are folders.
 */
export const FILES_KEPT = ['app-key', 'avatars', 'mail-outbox'] as const;
export type KeptFile = (typeof FILES_KEPT)[number];
export const KEPT_FOLDERS: readonly KeptFile[] = ['avatars', 'mail-outbox'];

export interface Manifest {
  format: 1;
  version: string;
  /** the newest migration of the database backed up (its journal tag) */
  migration: string;
  created_at: string;
  database: string;
  tables: Record<string, number>;
  sequences: SequenceValue[];
  files: KeptFile[];
}

/** A restore that did not start: nothing in the database or DATA_DIR was changed. */
export class RestoreRefused extends Error {}
