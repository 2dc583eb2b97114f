import { startFakeDlcKeyService } from './fake.ts';

/**
 * Runs the fake DLC key service on its own, for `npm run dev` and the e2e suite:
 * `node --import tsx run-fake.ts [port]`. GET /key?rc=… answers the key behind an rc.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_DLC_PORT ?? 9777);
const fake = await startFakeDlcKeyService({ port });
console.log(`fake DLC key service on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
