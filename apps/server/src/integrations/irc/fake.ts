import net from 'node:net';
import { createLineReader, nickOf, parseIrcLine } from './protocol.ts';

export interface ReceivedPrivmsg {
  nick: string;
  target: string;
  text: string;
}

export interface FakeIrcServer {
  port: number;
  /** `irc://127.0.0.1:<port>/#<channel>`. */
  url(channel?: string): string;
  /** Every PRIVMSG received, in order. */
  messages: ReceivedPrivmsg[];
  /** Every raw line received (NICK, USER, JOIN, PONG, …). */
  lines: string[];
  /** Sends `PING :<token>` to every registered client and resolves when one answers with PONG. */
  ping(token: string, timeoutMs?: number): Promise<void>;
  /** Polls until `check` returns something, or rejects after `timeoutMs`. */
  waitFor<T>(check: () => T | undefined | null | false, timeoutMs?: number): Promise<T>;
  /** Drops every client connection (the server keeps listening). */
  dropClients(): void;
  clientCount(): number;
  close(): Promise<void>;
}

export interface FakeIrcOptions {
  port?: number;
  /** Accept connections but never welcome anyone: an IRC server that hangs. */
  silent?: boolean;
  /** Nicks that are "in use" (433) on registration. */
  takenNicks?: string[];
}

const SERVER = 'fake.irc.local';

/**
 * A tiny IRC server on loopback for tests and development: welcomes with 001 after NICK and USER,
 * answers PING, echoes JOIN, records PRIVMSGs and PONGs. It speaks just enough of RFC 2812 for the
 * request bot; channels, modes and other clients are not modelled.
 */
export async function startFakeIrcServer(options: FakeIrcOptions = {}): Promise<FakeIrcServer> {
  const messages: ReceivedPrivmsg[] = [];
  const lines: string[] = [];
  const pongs: string[] = [];
  const clients = new Set<net.Socket>();
  const registered = new Set<net.Socket>();
  const taken = new Set((options.takenNicks ?? []).map((n) => n.toLowerCase()));

  const server = net.createServer((socket) => {
    clients.add(socket);
    socket.setEncoding('utf8');
    let nick = '';
    let user = '';
    let welcomed = false;
    const send = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const maybeWelcome = () => {
      if (welcomed || !nick || !user || options.silent) return;
      welcomed = true;
      registered.add(socket);
      send(`:${SERVER} 001 ${nick} :Welcome to the fake IRC network ${nick}`);
    };
    const read = createLineReader((line) => {
      lines.push(line);
      const message = parseIrcLine(line);
      const [first = '', second = ''] = message.params;
      switch (message.command) {
        case 'NICK':
          if (taken.has(first.toLowerCase())) {
            send(`:${SERVER} 433 * ${first} :Nickname is already in use`);
            break;
          }
          nick = first;
          maybeWelcome();
          break;
        case 'USER':
          user = first;
          maybeWelcome();
          break;
        case 'PING':
          send(`:${SERVER} PONG ${SERVER} :${first}`);
          break;
        case 'PONG':
          pongs.push(first);
          break;
        case 'JOIN':
          if (welcomed)
            for (const channel of first.split(',')) send(`:${nick}!${user}@127.0.0.1 JOIN ${channel}`);
          break;
        case 'PRIVMSG':
          if (welcomed) messages.push({ nick: nickOf(message.prefix) || nick, target: first, text: second });
          break;
        case 'QUIT':
          socket.end();
          break;
      }
    });
    socket.on('data', read);
    socket.on('error', () => {});
    socket.on('close', () => {
      clients.delete(socket);
      registered.delete(socket);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`fake IRC: condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    port,
    url: (channel = '#regal') => `irc://127.0.0.1:${port}/${channel}`,
    messages,
    lines,
    async ping(token, timeoutMs = 5_000) {
      for (const socket of registered) socket.write(`PING :${token}\r\n`);
      await waitFor(() => pongs.includes(token), timeoutMs);
    },
    waitFor,
    dropClients() {
      for (const socket of clients) socket.destroy();
    },
    clientCount: () => clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of clients) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
