import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Which migrations this code knows (the committed journal) against which ones the database has
 * applied (drizzle's `drizzle.__drizzle_migrations`, one row per migration with the journal's `when`
 * as `created_at`). Read by the start-up refusal of a database newer than the code (decision 035)
 * and by `/readyz`.
 */
/** What these reads need of a database (not client.ts's type: client.ts calls in here at start-up). */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

export interface JournalEntry {
  tag: string;
  when: number;
}

export function journalOf(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** `created_at` of every applied migration, oldest first; empty on a database never migrated. */
export async function appliedMigrations(db: SqlExecutor): Promise<number[]> {
  // node-postgres and PGlite both answer `{ rows }`; the engine-neutral type says `unknown`.
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows;
  const [exists] = await rowsOf<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await rowsOf<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => Number(row.created_at));
}

export interface MigrationState {
  /** journal entries the database has not applied yet */
  pending: string[];
  /** applied migrations this code's journal does not know: the database was migrated by newer code */
  unknown: number;
  /** the code's newest migration */
  codeLatest: string | null;
}

export function compareMigrations(journal: JournalEntry[], applied: number[]): MigrationState {
  const known = new Set(journal.map((entry) => entry.when));
  const done = new Set(applied);
  return {
    pending: journal.filter((entry) => !done.has(entry.when)).map((entry) => entry.tag),
    unknown: applied.filter((when) => !known.has(when)).length,
    codeLatest: journal.at(-1)?.tag ?? null,
  };
}

/** The readable line of a database migrated by a newer Regal (the start refuses it). */
export class DatabaseNewerThanCode extends Error {
  constructor(state: MigrationState) {
    super(
      `The database has ${state.unknown} migration(s) this version of Regal does not know (its newest is ${state.codeLatest}): it was upgraded by a newer Regal. Run that version (or newer), or restore a backup made before the upgrade.`,
    );
    this.name = 'DatabaseNewerThanCode';
  }
}

/** Throws DatabaseNewerThanCode before anything touches a database a newer release migrated. */
export async function refuseNewerDatabase(db: SqlExecutor, migrationsFolder: string): Promise<void> {
  const state = compareMigrations(journalOf(migrationsFolder), await appliedMigrations(db));
  if (state.unknown > 0) throw new DatabaseNewerThanCode(state);
}
