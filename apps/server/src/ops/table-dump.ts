import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The database part of a backup (decision 034): every row of every table of the app's schema as
 * JSON lines, read in one REPEATABLE READ transaction (one snapshot: the backup is consistent while
 * the app keeps writing). The tables themselves come from the migrations, so a restore migrates an
 * empty database and loads the rows into it — on the embedded PostgreSQL, a PostgreSQL server or
 * PGlite alike, whichever the backup came from. No pg_dump is needed: the npm PostgreSQL ships none,
 * and Debian's (15) refuses the embedded server (18).
 */
type Tx = Pick<Database, 'execute'>;

const rowsOf = async <T>(db: Tx, query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows;

export interface TableInfo {
  name: string;
  /** columns that can be written (generated columns are left out) */
  columns: string[];
  identityAlways: boolean;
}

/** The app's tables (schema public; drizzle's migration bookkeeping is written by the migrations). */
export async function tablesOf(db: Tx): Promise<TableInfo[]> {
  const rows = await rowsOf<{ name: string; columns: string[]; identity_always: boolean }>(
    db,
    sql`select c.relname as name,
               array_agg(a.attname::text order by a.attnum) as columns,
               bool_or(a.attidentity = 'a') as identity_always
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
         group by c.relname order by c.relname`,
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns, identityAlways: row.identity_always }));
}

export interface SequenceValue {
  name: string;
  value: number;
  called: boolean;
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Writes `<table>.jsonl.gz` per table into `folder` in one snapshot; returns tables, row counts and sequences. */
export async function dumpTables(
  db: Database,
  folder: string,
): Promise<{ tables: Record<string, number>; sequences: SequenceValue[] }> {
  return db.transaction(
    async (tx) => {
      const counts: Record<string, number> = {};
      for (const table of await tablesOf(tx)) {
        const gzip = createGzip();
        const done = pipeline(gzip, createWriteStream(`${folder}/${table.name}.jsonl.gz`));
        let count = 0;
        // A cursor keeps memory flat for tables of 100,000s of rows.
        await tx.execute(
          sql`declare regal_dump no scroll cursor for select row_to_json(t)::text as line from ${ident(table.name)} t`,
        );
        for (;;) {
          const batch = await rowsOf<{ line: string }>(tx, sql`fetch 1000 from regal_dump`);
          for (const { line } of batch) {
            if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
          }
          count += batch.length;
          if (batch.length < 1000) break;
        }
        await tx.execute(sql`close regal_dump`);
        gzip.end();
        await done;
        counts[table.name] = count;
      }
      const sequences = await rowsOf<{ name: string; value: number | null; called: boolean }>(
        tx,
        sql`select sequencename as name, last_value as value, last_value is not null as called
              from pg_sequences where schemaname = 'public'`,
      );
      return {
        tables: counts,
        sequences: sequences.map((s) => ({ name: s.name, value: Number(s.value ?? 1), called: s.called })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Rows a restore target holds in the app's tables (a "non-empty" database is refused). */
export async function rowCount(db: Tx): Promise<number> {
  let total = 0;
  for (const table of await tablesOf(db)) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${ident(table.name)}`);
    total += Number(row?.n ?? 0);
  }
  return total;
}

/**
 * Loads the dumped rows into a migrated database in one transaction: the tables are emptied first,
 * foreign keys wait until commit (session_replication_role = replica needs a superuser; otherwise the
 * rows go in table by table in dependency order), then every sequence is set where it was.
 */
export async function loadTables(
  db: Database,
  folder: string,
  tables: Record<string, number>,
  sequences: SequenceValue[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const present = new Map((await tablesOf(tx)).map((table) => [table.name, table]));
    const names = Object.keys(tables).filter((name) => present.has(name));
    let replica = true;
    try {
      await tx.execute(sql`savepoint replica`);
      await tx.execute(sql`set local session_replication_role = replica`);
    } catch {
      replica = false;
      await tx.execute(sql`rollback to savepoint replica`);
    }
    const order = replica ? names : await dependencyOrder(tx, names);
    await tx.execute(sql.raw(`truncate ${names.map((n) => `"${n}"`).join(', ')} cascade`));
    for (const name of order) {
      const table = present.get(name);
      if (!table) continue;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const first = JSON.parse(batch[0] ?? '{}') as Record<string, unknown>;
        const json = `[${batch.join(',')}]`;
        batch = [];
        // Only the columns the backup has: columns added since (expand) keep their defaults.
        const columns = table.columns.filter((column) => column in first);
        const list = sql.raw(columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', '));
        const overriding = table.identityAlways ? sql.raw(' overriding system value') : sql.raw('');
        await tx.execute(
          sql`insert into ${ident(name)} (${list})${overriding} select ${list} from json_populate_recordset(null::${ident(name)}, ${json}::json)`,
        );
      };
      const lines = createInterface({
        input: createReadStream(`${folder}/${name}.jsonl.gz`).pipe(createGunzip()),
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= 500) await flush();
      }
      await flush();
    }
    for (const sequence of sequences)
      await tx.execute(
        sql`select setval(${`public."${sequence.name}"`}::regclass, ${sequence.value}, ${sequence.called})`,
      );
  });
}

/** Tables ordered so that a referenced table comes before the tables referring to it. */
async function dependencyOrder(db: Tx, names: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered.filter((name) => names.includes(name));
}
