import { startFakeIrcServer } from './fake.ts';

/**
 * The loopback IRC server on its own, for `npm run dev` and the e2e suite:
 * `node --import tsx run-fake.ts [port]`, then IRC_URL=irc://127.0.0.1:<port>/#regal. Every
 * PRIVMSG is printed as it arrives.
 */
const port = Number(process.argv[2] ?? process.env.FAKE_IRC_PORT ?? 6667);
const irc = await startFakeIrcServer({ port });
console.log(`fake IRC on ${irc.url()}`);
let shown = 0;
setInterval(() => {
  for (const m of irc.messages.slice(shown)) console.log(`<${m.nick}> ${m.target} ${m.text}`);
  shown = irc.messages.length;
}, 200);
const stop = () => void irc.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
