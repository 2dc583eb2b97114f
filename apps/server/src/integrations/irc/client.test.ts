import { afterEach, describe, expect, it } from 'vitest';
import { createIrcBot, type IrcBot, parseIrcUrl } from './client.ts';
import { type FakeIrcServer, startFakeIrcServer } from './fake.ts';
import { fitLine, parseIrcLine } from './protocol.ts';

const quiet = { info: () => {}, warn: () => {} };
const open: { bots: IrcBot[]; servers: FakeIrcServer[] } = { bots: [], servers: [] };

async function fake(options: Parameters<typeof startFakeIrcServer>[0] = {}) {
  const server = await startFakeIrcServer(options);
  open.servers.push(server);
  return server;
}

function bot(url: string, overrides: Partial<Parameters<typeof createIrcBot>[0]> = {}) {
  const created = createIrcBot({
    url,
    nick: 'RegalBot',
    log: quiet,
    reconnectMinMs: 50,
    reconnectMaxMs: 200,
    sendIntervalMs: 0,
    ...overrides,
  });
  open.bots.push(created);
  return created;
}

afterEach(async () => {
  for (const b of open.bots.splice(0)) await b.close();
  for (const s of open.servers.splice(0)) await s.close();
});

describe('IRC protocol pieces', () => {
  it('reads prefix, command and parameters with a trailing one', () => {
    expect(parseIrcLine(':nick!user@host PRIVMSG #regal :!request Some.Movie-GRP')).toEqual({
      prefix: 'nick!user@host',
      command: 'PRIVMSG',
      params: ['#regal', '!request Some.Movie-GRP'],
    });
    expect(parseIrcLine('PING :irc.example.org')).toEqual({
      prefix: '',
      command: 'PING',
      params: ['irc.example.org'],
    });
    expect(parseIrcLine(':srv 001 RegalBot :Welcome').params).toEqual(['RegalBot', 'Welcome']);
  });

  it('cuts lines to 510 bytes without splitting a character', () => {
    const line = fitLine(`PRIVMSG #regal :${'ä'.repeat(400)}`);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(510);
    expect(line.endsWith('ä')).toBe(true);
  });

  it('reads host, port, channel and TLS from IRC_URL', () => {
    expect(parseIrcUrl('irc://irc.example.org:6667/#regal')).toEqual({
      tls: false,
      host: 'irc.example.org',
      port: 6667,
      channel: '#regal',
      password: '',
    });
    expect(parseIrcUrl('ircs://bot:s3cret@irc.example.org/requests')).toMatchObject({
      tls: true,
      port: 6697,
      channel: '#requests',
      password: 's3cret',
    });
    expect(() => parseIrcUrl('http://irc.example.org/#regal')).toThrow(/irc:\/\//);
    expect(() => parseIrcUrl('irc://irc.example.org/')).toThrow(/channel/);
  });
});

describe('IRC request bot against the fake server', () => {
  it('registers, joins the channel and sends queued messages as PRIVMSG', async () => {
    const server = await fake();
    const client = bot(server.url('#regal'));
    client.say('!request Early.Bird.2024.German.1080p-GRP'); // queued before the connection exists
    await server.waitFor(() => server.messages.length === 1);
    expect(server.lines.slice(0, 3)).toEqual([
      'NICK RegalBot',
      'USER RegalBot 0 * :Regal request bot',
      'JOIN #regal',
    ]);
    expect(client.status()).toBe('connected');
    client.say('!request Second.One.2024.German.720p-GRP');
    await server.waitFor(() => server.messages.length === 2);
    expect(server.messages).toEqual([
      { nick: 'RegalBot', target: '#regal', text: '!request Early.Bird.2024.German.1080p-GRP' },
      { nick: 'RegalBot', target: '#regal', text: '!request Second.One.2024.German.720p-GRP' },
    ]);
  });

  it('answers PING with PONG', async () => {
    const server = await fake();
    const client = bot(server.url());
    await server.waitFor(() => client.status() === 'connected');
    await server.ping('keepalive-123');
    expect(server.lines).toContain('PONG :keepalive-123');
  });

  it('cannot be made to send another command through a line break in the text', async () => {
    const server = await fake();
    const client = bot(server.url());
    client.say('!request Evil.Name-GRP\r\nQUIT :gone\nJOIN #elsewhere');
    await server.waitFor(() => server.messages.length === 1);
    expect(server.messages[0]?.text).toBe('!request Evil.Name-GRP QUIT :gone JOIN #elsewhere');
    expect(server.lines.filter((l) => l.startsWith('QUIT') || l.includes('#elsewhere ')).length).toBe(0);
    expect(client.status()).toBe('connected');
  });

  it('picks another nick when the configured one is taken', async () => {
    const server = await fake({ takenNicks: ['RegalBot'] });
    const client = bot(server.url());
    client.say('hello');
    await server.waitFor(() => server.messages.length === 1);
    expect(server.messages[0]?.nick).toMatch(/^RegalBot_\d+$/);
  });

  it('spaces messages out so flood protection never kicks in', async () => {
    const server = await fake();
    const client = bot(server.url(), { sendIntervalMs: 150 });
    await server.waitFor(() => client.status() === 'connected');
    const started = Date.now();
    for (const n of [1, 2, 3]) client.say(`message ${n}`);
    expect(client.pending()).toBe(2);
    await server.waitFor(() => server.messages.length === 3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reconnects after the server went away and sends what was queued meanwhile', async () => {
    const server = await fake();
    const port = server.port;
    const client = bot(server.url());
    await server.waitFor(() => client.status() === 'connected');
    await server.close();
    open.servers.splice(open.servers.indexOf(server), 1);
    await server.waitFor(() => client.status() === 'connecting');
    client.say('!request While.Away.2024.German.720p-GRP');
    expect(client.pending()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few refused reconnects

    const back = await fake({ port });
    await back.waitFor(() => back.messages.length === 1);
    expect(back.messages[0]?.text).toBe('!request While.Away.2024.German.720p-GRP');
    expect(client.pending()).toBe(0);
  });

  it('drops a server that never welcomes it and tries again', async () => {
    const server = await fake({ silent: true });
    const client = bot(server.url(), { registerTimeoutMs: 100 });
    // NICK/USER arrive twice: the first connection was given up after 100 ms.
    await server.waitFor(() => server.lines.filter((l) => l.startsWith('NICK')).length >= 2, 3_000);
    expect(client.status()).toBe('connecting');
  });

  it('says goodbye on close and stays away', async () => {
    const server = await fake();
    const client = bot(server.url());
    await server.waitFor(() => client.status() === 'connected');
    await client.close();
    await server.waitFor(() => server.clientCount() === 0);
    expect(server.lines.at(-1)).toBe('QUIT :bye');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.clientCount()).toBe(0);
  });
});
