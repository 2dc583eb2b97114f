import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the DLC key service, speaking its wire protocol: form POST with `data`
 * and `lid`, answer `<rc>…</rc>`. Unlike the real one it can be asked (in-process) which key an
 * rc stands for, so tests and the e2e suite can decrypt the .dlc files the app produces.
 *
 * Its rc is the key AES-encrypted with the fake's own secret: 64 bytes, so 88 base64 characters.
 */
export type FakeDlcMode = 'ok' | 'short-rc' | 'error' | 'hang';

export interface FakeDlcKeyService {
  url: string;
  mode: FakeDlcMode;
  /** Every form the fake received, in order. */
  requests: Array<{ data: string; lid: string }>;
  keyFromRc(rc: string): string;
  close(): Promise<void>;
}

const RC_PLAIN_BYTES = 64;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function rcCodec(secret: Buffer) {
  const iv = secret.subarray(0, 16);
  return {
    encode(key: string): string {
      const plain = Buffer.alloc(RC_PLAIN_BYTES);
      plain.write(key, 'utf8');
      const cipher = createCipheriv('aes-128-cbc', secret, iv).setAutoPadding(false);
      return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
    },
    decode(rc: string): string {
      const decipher = createDecipheriv('aes-128-cbc', secret, iv).setAutoPadding(false);
      const plain = Buffer.concat([decipher.update(Buffer.from(rc, 'base64')), decipher.final()]);
      return plain.toString('utf8').replace(/\0+$/, '');
    },
  };
}

export async function startFakeDlcKeyService(
  options: { port?: number; mode?: FakeDlcMode; secret?: Buffer } = {},
): Promise<FakeDlcKeyService> {
  const codec = rcCodec(options.secret ?? randomBytes(16));
  const hanging = new Set<IncomingMessage>();
  const fake: FakeDlcKeyService = {
    url: '',
    mode: options.mode ?? 'ok',
    requests: [],
    keyFromRc: (rc) => codec.decode(rc),
    close: async () => {},
  };

  const server: Server = createServer(async (request, response) => {
    // Test-only doors of the fake (never part of the real protocol): liveness, and rc → key so a
    // test in another process (the e2e suite) can decrypt a .dlc file.
    if (request.method === 'GET') {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/key') {
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(codec.decode(url.searchParams.get('rc') ?? ''));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('fake dlc key service');
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const data = form.get('data') ?? '';
    const lid = form.get('lid') ?? '';
    fake.requests.push({ data, lid });
    if (request.method !== 'POST' || !data || !lid) {
      response.writeHead(400, { 'content-type': 'text/xml' }).end('<error>missing data or lid</error>');
      return;
    }
    switch (fake.mode) {
      case 'hang':
        hanging.add(request);
        return;
      case 'error':
        response.writeHead(500, { 'content-type': 'text/xml' }).end('<error>lid not allowed</error>');
        return;
      case 'short-rc':
        response
          .writeHead(200, { 'content-type': 'text/xml' })
          .end(`<rc>${codec.encode(data).slice(0, 40)}</rc>`);
        return;
      default:
        response.writeHead(200, { 'content-type': 'text/xml' }).end(`<rc>${codec.encode(data)}</rc>`);
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/dlcrypt/service.php`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const request of hanging) request.socket.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
