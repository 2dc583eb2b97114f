import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { MIGRATIONS_FOLDER } from './client.ts';
import {
  compareMigrations,
  DatabaseNewerThanCode,
  journalOf,
  refuseNewerDatabase,
} from './migration-state.ts';

describe('a database newer than the code (decision 035)', () => {
  it('compares the journal with the applied migrations', () => {
    const journal = [
      { tag: '0001_a', when: 1 },
      { tag: '0002_b', when: 2 },
    ];
    expect(compareMigrations(journal, [1, 2])).toEqual({ pending: [], unknown: 0, codeLatest: '0002_b' });
    expect(compareMigrations(journal, [1])).toMatchObject({ pending: ['0002_b'], unknown: 0 });
    expect(compareMigrations(journal, [1, 2, 3])).toMatchObject({ pending: [], unknown: 1 });
  });

  it('is refused with a readable line naming what this code knows', async () => {
    const database = await openTestDatabase();
    try {
      await expect(refuseNewerDatabase(database.db, MIGRATIONS_FOLDER)).resolves.toBeUndefined();
      // What a newer release's migration leaves behind: a row the journal does not list.
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', 1999999999000)`,
      );
      const refusal = refuseNewerDatabase(database.db, MIGRATIONS_FOLDER);
      await expect(refusal).rejects.toBeInstanceOf(DatabaseNewerThanCode);
      await expect(refuseNewerDatabase(database.db, MIGRATIONS_FOLDER)).rejects.toThrow(
        `The database has 1 migration(s) this version of Regal does not know (its newest is ${journalOf(MIGRATIONS_FOLDER).at(-1)?.tag}): it was upgraded by a newer Regal.`,
      );
    } finally {
      await database.close();
    }
  });
});
