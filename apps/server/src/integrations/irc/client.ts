import net from 'node:net';
import tls from 'node:tls';
import {
  createLineReader,
  fitLine,
  type IrcMessage,
  nickOf,
  parseIrcLine,
  sanitizeTrailing,
} from './protocol.ts';

/** Where the bot goes: `irc://host:6667/#channel`, or `ircs://…` for TLS; `user:pass@` sends PASS. */
export interface IrcTarget {
  tls: boolean;
  host: string;
  port: number;
  channel: string;
  password: string;
}

export function parseIrcUrl(url: string): IrcTarget {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'ircs:';
  if (!secure && parsed.protocol !== 'irc:') throw new Error(`IRC_URL must start with irc:// or ircs://`);
  // `#` starts a URL fragment, so `/#regal` arrives as hash; `/regal` as path.
  const name = decodeURIComponent(parsed.hash.slice(1) || parsed.pathname.slice(1));
  if (!name || /[\s,]/.test(name)) throw new Error('IRC_URL needs a channel: irc://host:6667/#channel');
  return {
    tls: secure,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 6697 : 6667,
    channel: /^[#&+!]/.test(name) ? name : `#${name}`,
    password: decodeURIComponent(parsed.password),
  };
}

export interface IrcBotOptions {
  url: string;
  nick: string;
  log: { info(msg: string): void; warn(msg: string): void };
  /** Reconnect backoff: doubles from min to max after each failed attempt. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** Time from TCP connect to having joined the channel before giving up on a connection. */
  registerTimeoutMs?: number;
  /** Gap between two PRIVMSGs, so the server's flood protection never kicks the bot. */
  sendIntervalMs?: number;
  /** Silence after which the bot sends PING; a second silent period drops the connection. */
  idleMs?: number;
  /** Lines kept while disconnected; the oldest are dropped beyond it. */
  maxQueue?: number;
  /** Trust a self-signed certificate (tests and local servers only). */
  tlsRejectUnauthorized?: boolean;
}

export type IrcBotStatus = 'connected' | 'connecting';

export interface IrcBot {
  readonly channel: string;
  /** `connected` once the channel is joined. */
  status(): IrcBotStatus;
  /** Queues a message for the channel and returns at once; the queue drains while connected. */
  say(text: string): void;
  /** Messages waiting to be sent. */
  pending(): number;
  close(): Promise<void>;
}

/**
 * A minimal IRC client for the request bot (RFC 1459/2812 over TCP or TLS): NICK/USER, waits for
 * 001, JOINs the channel, answers PING, sends queued PRIVMSGs spaced out, and reconnects with
 * backoff whenever the connection ends. Nothing here ever blocks a caller on the network.
 */
export function createIrcBot(options: IrcBotOptions): IrcBot {
  const target = parseIrcUrl(options.url);
  const minDelay = options.reconnectMinMs ?? 1_000;
  const maxDelay = options.reconnectMaxMs ?? 60_000;
  const sendInterval = options.sendIntervalMs ?? 1_000;
  const maxQueue = options.maxQueue ?? 100;
  const log = options.log;

  const queue: string[] = [];
  let socket: net.Socket | null = null;
  let nick = options.nick;
  let joined = false;
  let closed = false;
  let attempt = 0;
  let lastSentAt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let registerTimer: NodeJS.Timeout | null = null;
  let pumpTimer: NodeJS.Timeout | null = null;

  const write = (line: string) => {
    if (socket && !socket.destroyed) socket.write(`${fitLine(line)}\r\n`);
  };

  function pump() {
    if (pumpTimer || !joined || queue.length === 0) return;
    const wait = lastSentAt + sendInterval - Date.now();
    if (wait > 0) {
      pumpTimer = setTimeout(() => {
        pumpTimer = null;
        pump();
      }, wait);
      return;
    }
    const text = queue.shift() as string;
    write(`PRIVMSG ${target.channel} :${text}`);
    lastSentAt = Date.now();
    pump();
  }

  function handle(message: IrcMessage) {
    const [first = '', second = ''] = message.params;
    switch (message.command) {
      case 'PING':
        write(`PONG :${first}`);
        break;
      case '001':
        nick = first || nick;
        attempt = 0;
        write(`JOIN ${target.channel}`);
        break;
      case '433': // nickname in use: try the next one before registration completes
        if (!joined) {
          nick = `${options.nick.slice(0, 15)}_${Math.floor(Math.random() * 1000)}`;
          write(`NICK ${nick}`);
        }
        break;
      case 'JOIN':
        if (nickOf(message.prefix) === nick && first.toLowerCase() === target.channel.toLowerCase()) {
          joined = true;
          if (registerTimer) clearTimeout(registerTimer);
          log.info(`irc: joined ${target.channel} as ${nick}`);
          pump();
        }
        break;
      case 'KICK':
        if (second === nick && first.toLowerCase() === target.channel.toLowerCase()) {
          joined = false;
          write(`JOIN ${target.channel}`);
        }
        break;
      case '471':
      case '473':
      case '474':
      case '475':
        log.warn(`irc: cannot join ${target.channel}: ${message.params.slice(1).join(' ')}`);
        socket?.destroy();
        break;
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
    reconnectTimer.unref();
  }

  function connect() {
    if (closed) return;
    joined = false;
    nick = options.nick;
    const onOpen = () => {
      if (target.password) write(`PASS ${target.password}`);
      write(`NICK ${nick}`);
      write(`USER ${options.nick} 0 * :Regal request bot`);
    };
    const current = target.tls
      ? tls.connect(
          {
            host: target.host,
            port: target.port,
            servername: net.isIP(target.host) ? undefined : target.host,
            rejectUnauthorized: options.tlsRejectUnauthorized ?? true,
          },
          onOpen,
        )
      : net.connect({ host: target.host, port: target.port }, onOpen);
    socket = current;
    current.setEncoding('utf8');
    current.setKeepAlive(true, 60_000);
    let awaitingPong = false;
    current.setTimeout(options.idleMs ?? 120_000);
    current.on('timeout', () => {
      if (awaitingPong) {
        current.destroy(new Error('no answer to PING'));
        return;
      }
      awaitingPong = true;
      write(`PING :${Date.now()}`);
    });
    const read = createLineReader((line) => {
      awaitingPong = false;
      handle(parseIrcLine(line));
    });
    current.on('data', (chunk: string) => {
      if (socket === current) read(chunk);
    });
    registerTimer = setTimeout(
      () => current.destroy(new Error('no welcome or JOIN in time')),
      options.registerTimeoutMs ?? 30_000,
    );
    current.on('error', (error) => log.warn(`irc: ${target.host}:${target.port}: ${error.message}`));
    current.on('close', () => {
      if (registerTimer) clearTimeout(registerTimer);
      if (socket !== current) return;
      socket = null;
      joined = false;
      if (pumpTimer) clearTimeout(pumpTimer);
      pumpTimer = null;
      scheduleReconnect();
    });
  }

  connect();

  return {
    channel: target.channel,
    status: () => (joined ? 'connected' : 'connecting'),
    say(text) {
      const clean = sanitizeTrailing(text);
      if (!clean) return;
      queue.push(clean);
      if (queue.length > maxQueue) {
        queue.shift();
        log.warn('irc: queue full, dropped the oldest message');
      }
      pump();
    },
    pending: () => queue.length,
    async close() {
      closed = true;
      for (const timer of [reconnectTimer, registerTimer, pumpTimer]) if (timer) clearTimeout(timer);
      const current = socket;
      socket = null;
      if (!current || current.destroyed) return;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => current.destroy(), 1_000);
        current.once('close', () => {
          clearTimeout(force);
          resolve();
        });
        if (joined) current.write('QUIT :bye\r\n');
        current.end();
      });
    },
  };
}
