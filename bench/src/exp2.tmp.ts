import { readFileSync } from 'node:fs';
import pg from 'pg';
const secret = readFileSync('/tmp/bench-data/postgres.secret', 'utf8').trim();
const client = new pg.Client({ connectionString: `postgres://regal:${secret}@127.0.0.1:55199/regal` });
await client.connect();
await client.query(`select to_tsquery('regal_german','x'), regal_fold('x')`);
for (const q of process.argv.slice(2)) {
  for (let i = 0; i < 3; i++) {
    const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q}`);
    const lines = r.rows.map((x) => x['QUERY PLAN']);
    if (i === 2) console.log(process.env.FULL ? lines.join('\n') : q.slice(0, 60) + ' | ' + lines.filter((l: string) => /Execution|Planning Time/.test(l)).join(' '));
  }
}
await client.end();
