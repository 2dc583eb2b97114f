/**
 * EXPLAIN (ANALYZE, BUFFERS) for one SQL statement on the bench database, to check index use.
 *   node --import tsx src/explain-query.ts --data-dir /tmp/bench-data "select … "
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string', default: '/tmp/bench-data' },
    port: { type: 'string', default: '55199' },
  },
});
const secret = readFileSync(path.join(values['data-dir'], 'postgres.secret'), 'utf8').trim();
const client = new pg.Client({
  connectionString: `postgres://regal:${secret}@127.0.0.1:${values.port}/regal`,
});
await client.connect();
const result = await client.query<{ 'QUERY PLAN': string }>(
  `EXPLAIN (ANALYZE, BUFFERS) ${positionals.join(' ')}`,
);
console.log(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
await client.end();
