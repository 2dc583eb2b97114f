import { createDecipheriv } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A stand-in for jDownloader's Click'n'Load listener on 127.0.0.1:9666: answers `jdcheck.js`,
 * records what arrives at `/flash/add` and `/flash/addcrypted2`, and decrypts the latter the way
 * jDownloader does (key = the hex that `jk` returns, IV = key, no padding, text trimmed).
 */
export interface CnlArrival {
  path: string;
  form: Record<string, string>;
  /** The links as jDownloader would see them. */
  links: string[];
}

export interface CnlListener {
  arrivals: CnlArrival[];
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

function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

export function decryptCnl2(crypted: string, jk: string): string[] {
  const hex = /return\s*['"]([0-9a-fA-F]{32})['"]/.exec(jk)?.[1];
  if (!hex) throw new Error(`jk does not return a 16-byte hex key: ${jk}`);
  const key = Buffer.from(hex, 'hex');
  const decipher = createDecipheriv('aes-128-cbc', key, key).setAutoPadding(false);
  const text = Buffer.concat([decipher.update(Buffer.from(crypted, 'base64')), decipher.final()]).toString(
    'latin1',
  );
  // Java's String.trim(): every char up to U+0020 goes, which removes PKCS#7 or zero padding.
  return javaTrim(text).split(/\r?\n/).filter(Boolean);
}

export async function startCnlListener(port = 9666): Promise<CnlListener> {
  const arrivals: CnlArrival[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method === 'GET' && path === '/jdcheck.js') {
      response
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end('jdownloader=true;\nvar version="e2e";\n');
      return;
    }
    if (request.method === 'POST' && (path === '/flash/add' || path === '/flash/addcrypted2')) {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const links =
        path === '/flash/add'
          ? (form.urls ?? '').split(/\r?\n/).filter(Boolean)
          : decryptCnl2(form.crypted ?? '', form.jk ?? '');
      arrivals.push({ path, form, links });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('success\r\n');
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
