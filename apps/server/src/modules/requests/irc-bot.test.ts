import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { type FakeIrcServer, startFakeIrcServer } from '../../integrations/irc/fake.ts';
import { authHeaders } from '../auth/testing.ts';

/**
 * Decision 011: POST /api/irc stores the request and hands it to the IRC bot through a queue.
 * The fakes must be listening before the apps are built, and their URLs are only known then: the
 * env objects are filled in a beforeAll registered before useTestApp's, which reads them later.
 */
let irc: FakeIrcServer;
let hanging: FakeIrcServer;
const ircEnv: Record<string, string> = { IRC_NICK: 'RegalTestBot' };
const hangingEnv: Record<string, string> = {};
beforeAll(async () => {
  irc = await startFakeIrcServer();
  hanging = await startFakeIrcServer({ silent: true });
  ircEnv.IRC_URL = irc.url('#regal-requests');
  hangingEnv.IRC_URL = hanging.url('#regal-requests');
});
afterAll(async () => {
  await irc?.close();
  await hanging?.close();
});

const withBot = useTestApp(ircEnv);
const slowBot = useTestApp(hangingEnv);

async function askBot(ctx: TestContext, title: string) {
  const headers = await authHeaders(ctx.db, await buildUser(ctx.db));
  // No clock (issue 33): an answer that waited for the IRC server would not come at all while the
  // server is gone or hangs; that it comes, saying the bot is not connected, is the proof.
  const res = await ctx.app.inject({ method: 'POST', url: '/api/irc', payload: { title }, headers });
  return { res };
}

async function reqListNames(ctx: TestContext): Promise<string[]> {
  const res = await ctx.app.inject({ url: '/api/start/search?mode=req' });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((r: { fulltitle: string }) => r.fulltitle);
}

const sentTexts = (server: FakeIrcServer) =>
  server.messages.filter((m) => m.target === '#regal-requests').map((m) => m.text);

describe('bot requests over IRC (IRC_URL set)', () => {
  it('stores the request and posts it into the channel as the configured nick', async () => {
    await irc.waitFor(() => irc.lines.includes('JOIN #regal-requests'));
    const title = 'Through.The.Bot.2024.German.1080p.WEB.x264-GRP';
    const { res } = await askBot(withBot, title);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Anfrage für ${title} gespeichert und an den Bot geschickt.`,
      sent: true,
    });
    const message = await irc.waitFor(() => irc.messages.find((m) => m.text.endsWith(title)));
    expect(message).toEqual({ nick: 'RegalTestBot', target: '#regal-requests', text: `!request ${title}` });
    expect(await reqListNames(withBot)).toContain(title);
  });

  it("answers the server's PING", async () => {
    await irc.ping('are-you-there');
    expect(irc.lines).toContain('PONG :are-you-there');
  });

  it('keeps answering while the IRC server is gone and delivers the request once it is back', async () => {
    const port = irc.port;
    await irc.close();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the bot sees the connection end
    const title = 'While.Offline.2024.German.720p.WEB.x264-GRP';
    const { res } = await askBot(withBot, title);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/gespeichert\. Der Bot ist gerade nicht verbunden/);
    expect(await reqListNames(withBot)).toContain(title);
    expect((await withBot.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    irc = await startFakeIrcServer({ port });
    // Reconnect backoff starts at one second.
    await irc.waitFor(() => sentTexts(irc).includes(`!request ${title}`), 10_000);
  });
});

describe('a hanging IRC server', () => {
  it('never slows the HTTP answer', async () => {
    await hanging.waitFor(() => hanging.lines.some((line) => line.startsWith('USER ')));
    const title = 'Slow.Server.2024.German.1080p.WEB.x264-GRP';
    const { res } = await askBot(slowBot, title);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Der Bot ist gerade nicht verbunden/);
    expect(await reqListNames(slowBot)).toContain(title);
    expect(sentTexts(hanging)).toEqual([]);
  });
});
