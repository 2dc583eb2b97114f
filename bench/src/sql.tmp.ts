import { readFileSync } from 'node:fs';
import pg from 'pg';
const secret = readFileSync('/tmp/bench-data/postgres.secret', 'utf8').trim();
const client = new pg.Client({ connectionString: `postgres://regal:${secret}@127.0.0.1:55199/regal` });
await client.connect();
for (const q of process.argv.slice(2)) console.log(JSON.stringify((await client.query(q)).rows));
await client.end();
