import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback filecrypt API speaking the same protocol as `api.php` (form POST, `fn=containerV2`,
 * `sub=info|createV2`, JSON with `state`). Containers live in memory; a test seeds them, can
 * switch the fake into failure modes, and reads what was created.
 */
export type FakeFilecryptMode = 'ok' | 'error' | 'garbage' | 'hang';

export interface FakeFilecrypt {
  url: string;
  mode: FakeFilecryptMode;
  /** Only this key is accepted; others get `state: 0, error: 'Invalid API key'`. */
  apiKey: string;
  containers: Map<string, { name: string; mirrors: string[][] }>;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeFilecrypt(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakeFilecrypt> {
  let nextId = 0x60598c0844;
  const hanging = new Set<IncomingMessage>();
  const fake: FakeFilecrypt = {
    url: '',
    mode: 'ok',
    apiKey: options.apiKey ?? 'fc-test-key',
    containers: new Map(),
    requests: [],
    close: async () => {},
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const form = new URLSearchParams(await readBody(request));
    for (const [key, value] of url.searchParams) if (!form.has(key)) form.set(key, value);
    fake.requests.push(form);
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

    if (fake.mode === 'hang') {
      hanging.add(request);
      return;
    }
    if (fake.mode === 'garbage') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      return;
    }
    if (fake.mode === 'error') return json({ state: 0, error: 'Service temporarily unavailable' });
    if (url.pathname !== '/api.php' || form.get('fn') !== 'containerV2')
      return json({ state: 0, error: 'Unknown function' });
    if (form.get('api_key') !== fake.apiKey) return json({ state: 0, error: 'Invalid API key' });

    if (form.get('sub') === 'info') {
      const container = fake.containers.get(form.get('container_id') ?? '');
      if (!container) return json({ state: 0, error: 'Container not found' });
      const mirrors = Object.fromEntries(
        container.mirrors.map((links, i) => [`mirror_${i + 1}`, { links, backup: [] }]),
      );
      return json({ state: 1, container: { name: container.name, ...mirrors } });
    }
    if (form.get('sub') === 'createV2') {
      const links = [...form.entries()]
        .filter(([key]) => /^mirror_1\[0\]\[\d+\]$/.test(key))
        .map(([, value]) => value);
      const name = form.get('name') ?? '';
      if (links.length === 0 || !name) return json({ state: 0, error: 'No links given' });
      const id = (nextId++).toString(16).toUpperCase();
      fake.containers.set(id, { name, mirrors: [links] });
      return json({
        state: 1,
        container: { link: `https://filecrypt.cc/Container/${id}.html`, name, links: links.length },
      });
    }
    return json({ state: 0, error: 'Unknown sub' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api.php`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const request of hanging) request.socket.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
