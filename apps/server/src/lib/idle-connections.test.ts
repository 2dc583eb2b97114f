import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackIdleConnections } from './idle-connections.ts';

/** Decision 042: a stopping process closes only connections idle for a while, never a busy one. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let close = async () => {};
afterEach(() => close());

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const connections = trackIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  close = async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const { port } = server.address() as AddressInfo;
  const get = (path: string) =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  return { connections, get };
}

describe('trackIdleConnections', () => {
  it('keeps a keep-alive connection that was just used, closes it once idle long enough', async () => {
    const { connections, get } = await serve((_req, res) => res.end('ok'));
    expect((await get('/')).status).toBe(200);
    expect(connections.closeIdleFor(1000)).toBe(0);
    // The connection is reused while it is younger than the limit …
    expect((await get('/')).reused).toBe(true);
    await sleep(1100);
    // … and closed once idle for longer.
    expect(connections.closeIdleFor(1000)).toBe(1);
    expect(connections.closeIdleFor(0)).toBe(0);
    await sleep(20);
    expect((await get('/')).reused).toBe(false);
  });

  it('never closes a connection with a request in flight, however long it takes', async () => {
    const { connections, get } = await serve((_req, res) => {
      setTimeout(() => res.end('slow'), 400);
    });
    const answer = get('/slow');
    await sleep(300);
    expect(connections.closeIdleFor(0)).toBe(0);
    expect((await answer).status).toBe(200);
    expect(connections.closeIdleFor(0)).toBe(1);
  });
});
