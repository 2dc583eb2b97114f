import { startFakeXrel } from './fake.ts';

/**
 * The fake xREL on its own, for `npm run dev` and the e2e suite:
 * `node --import tsx run-fake.ts [port]`, then XREL_API_URL=http://127.0.0.1:<port>.
 * `POST /__fake/limit?count=N&reset=S` makes the next N searches answer 429.
 */
const fake = await startFakeXrel(Number(process.argv[2] ?? process.env.FAKE_XREL_PORT ?? 4711));
process.stdout.write(`fake xREL listening on ${fake.url}\n`);
