import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy on loopback, standing in for nginx in front of several app processes (the
 * scaled-out test and the SIGTERM bench). It does what docs/deploy.md's nginx example does:
 * round robin over the upstreams with keep-alive connections, `X-Forwarded-For` extended by the
 * client's address (nginx's `$proxy_add_x_forwarded_for`), `X-Forwarded-Proto`, and the next
 * upstream when the connection was refused (a stopped process), and after a reset before any
 * answer when the request could not have reached the app (a reused keep-alive connection closed
 * under it: the race Node's documentation names for `request.reusedSocket`) or is a read, as
 * nginx's `proxy_next_upstream error` does. Any other failure is a 502.
 *
 * Test-only extras: `x-test-upstream: <index>` pins a request to one upstream (stripped before it
 * is forwarded), and every answer says which upstream gave it in `x-test-served-by`.
 */
export interface LoopbackProxy {
  url: string;
  port: number;
  /** answers per upstream index */
  served: number[];
  /** requests sent to the next upstream because the connection was refused (a stopped process) */
  retried: number;
  /** requests sent again after a reset before any answer (a reused connection, or a read) */
  resent: number;
  /** requests answered 502 because no upstream could take them */
  failed: number;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

function mayTryNext(error: NodeJS.ErrnoException, reusedSocket: boolean, method: string): boolean {
  if (error.code === 'ECONNREFUSED') return true;
  if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') return false;
  // A reset before any answer: for a reused keep-alive connection the request never reached the
  // app; a read is safe to send again anyway (a connection still in the accept queue of a process
  // closing its listener is reset too — nginx passes such a GET on, and so does this proxy).
  return reusedSocket || IDEMPOTENT.has(method);
}

export async function startLoopbackProxy(upstreamPorts: number[], port = 0): Promise<LoopbackProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  const state = { served: upstreamPorts.map(() => 0), retried: 0, resent: 0, failed: 0 };
  let next = 0;

  function forward(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    upstream: number,
    attemptsLeft: number,
  ) {
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    delete headers['x-test-upstream'];
    const client = request.socket.remoteAddress ?? '';
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];

    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[upstream],
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        state.served[upstream] = (state.served[upstream] ?? 0) + 1;
        const out: http.OutgoingHttpHeaders = { ...answer.headers, 'x-test-served-by': String(upstream) };
        for (const name of HOP_BY_HOP) delete out[name];
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return response.destroy();
      if (attemptsLeft > 0 && mayTryNext(error, outgoing.reusedSocket, request.method ?? 'GET')) {
        const refused = error.code === 'ECONNREFUSED';
        if (refused) state.retried += 1;
        else state.resent += 1;
        // A refused upstream is tried again only after the others; a reset reuse may be the same one.
        const other = refused ? (upstream + 1) % upstreamPorts.length : upstream;
        return forward(request, response, body, other, attemptsLeft - 1);
      }
      state.failed += 1;
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.code ?? error.message}`);
    });
    outgoing.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pinned = Number(request.headers['x-test-upstream']);
      const upstream =
        Number.isInteger(pinned) && pinned >= 0 && pinned < upstreamPorts.length
          ? pinned
          : next++ % upstreamPorts.length;
      forward(request, response, Buffer.concat(chunks), upstream, upstreamPorts.length * 2);
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    get served() {
      return state.served;
    },
    get retried() {
      return state.retried;
    },
    get resent() {
      return state.resent;
    },
    get failed() {
      return state.failed;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
