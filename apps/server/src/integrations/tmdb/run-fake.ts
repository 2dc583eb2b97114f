import { startFakeTmdb } from './fake.ts';

/**
 * The fake TMDB on its own: `node --import tsx run-fake.ts [port] [apiKey]`, then
 * TMDB_API_URL=http://127.0.0.1:<port> and TMDB_API_KEY=<apiKey>.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_TMDB_PORT ?? 4712);
const fake = await startFakeTmdb(process.argv[3] ?? 'fake-tmdb-key', port);
process.stdout.write(`fake TMDB listening on ${fake.url} (key ${fake.apiKey})\n`);
