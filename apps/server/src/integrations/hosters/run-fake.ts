import { startFakeHosters } from './fake.ts';

/**
 * The fake hosters on their own, for the e2e suite and local runs:
 * `node --import tsx run-fake.ts [port]`; point the app at it with LINK_CHECKS=fake and
 * LINK_CHECK_FAKE_URL=http://127.0.0.1:<port>.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_HOSTERS_PORT ?? 2590);
const fake = await startFakeHosters({ port });
console.log(`fake hosters on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
