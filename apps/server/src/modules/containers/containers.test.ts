import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { startFakeDlcKeyService } from '../../integrations/dlc-key-service/fake.ts';
import { decodeCcf, decodeDlc, decodeRsdf } from './container-decoders.test-helper.ts';

const fake = await startFakeDlcKeyService();
afterAll(() => fake.close());

/**
 * The key service's timeout comes from the test, not production's default: the fake answers at
 * once, but on a loaded machine "at once" took longer than a short timeout and a good request got a
 * 504 (issue 33). Only the hang test's own app waits briefly, for an answer that never comes.
 */
const serviceEnv = {
  DLC_SERVICE_URL: fake.url,
  DLC_SERVICE_LID: 'regal-test-lid',
  PUBLIC_URL: 'https://regal.example',
};
const ctx = useTestApp({ ...serviceEnv, DLC_SERVICE_TIMEOUT_MS: '20000' });

const cart = {
  name: 'Mein Warenkorb',
  items: [
    {
      fulltitle: 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE',
      links: [
        'https://ddownload.com/abc123/Sintel.part1.rar',
        'https://ddownload.com/def456/Sintel.part2.rar',
      ],
    },
    {
      fulltitle: 'Big.Buck.Bunny.2008.720p.WEB.x264-PEACH',
      links: ['https://rapidgator.net/file/9f8e7d?x=1&y="2"'],
    },
  ],
};

function post(format: string, body: object = cart) {
  return ctx.app.inject({ method: 'POST', url: '/api/cart/container', payload: { ...body, format } });
}

beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

describe('POST /api/cart/container', () => {
  it('says that DLC export is available when the key service is configured', async () => {
    const res = await ctx.app.inject({ url: '/api/cart/config' });
    expect(res.json()).toEqual({ dlc: true });
  });

  it('builds a DLC whose links decrypt to exactly the cart links', async () => {
    const res = await post('dlc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Mein Warenkorb \d\d\.\d\d\.\d{4}\.dlc"/,
    );

    // The key service got the random 16-character key and the configured lid.
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.lid).toBe('regal-test-lid');
    expect(sent?.data).toMatch(/^[A-Za-z0-9]{16}$/);

    const file = res.body;
    expect(fake.keyFromRc(file.slice(-88))).toBe(sent?.data);
    const decoded = decodeDlc(file, fake.keyFromRc);
    expect(decoded.generator).toBe('Regal');
    expect(decoded.packages).toEqual(cart.items.map((item) => ({ name: item.fulltitle, links: item.links })));
  });

  it('uses a new random key for every DLC', async () => {
    await post('dlc');
    await post('dlc');
    expect(fake.requests[0]?.data).not.toBe(fake.requests[1]?.data);
  });

  // Issue 36: the service's own words ("invalid key length", its error body) reached the visitor.
  it('fails with an invalid key length, in our words, when the rc is not 88 characters', async () => {
    fake.mode = 'short-rc';
    const res = await post('dlc');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Der DLC-Schlüsseldienst hat einen ungültigen Schlüssel geliefert (falsche Schlüssellänge). Bitte versuche es erneut.',
    );
  });

  it("answers the key service's error in our words, not its own text", async () => {
    fake.mode = 'error';
    const res = await post('dlc');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Der DLC-Schlüsseldienst hat den Container abgelehnt. Bitte versuche es später erneut oder wähle ein anderes Format.',
    );
    expect(res.body).not.toContain('lid not allowed');
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/container',
      headers: { 'accept-language': 'en' },
      payload: { ...cart, format: 'dlc' },
    });
    expect(en.json().message).toBe(
      'The DLC key service refused the container. Please try again later or choose another format.',
    );
  });

  it('round-trips RSDF through an independent decoder', async () => {
    const res = await post('rsdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.rsdf"/);
    expect(res.body).toMatch(/^[0-9A-F]+$/);
    expect(decodeRsdf(res.body)).toEqual(cart.items.flatMap((item) => item.links));
    expect(fake.requests).toHaveLength(0);
  });

  it('round-trips CCF through an independent decoder', async () => {
    const res = await post('ccf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.ccf"/);
    expect(decodeCcf(res.rawPayload)).toEqual(
      cart.items.map((item) => ({ name: item.fulltitle, links: item.links })),
    );
  });

  it('writes a plain text list', async () => {
    const res = await post('txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split(/\r\n/).filter((line) => line.startsWith('http'));
    expect(lines).toEqual(cart.items.flatMap((item) => item.links));
  });

  it('keeps path separators out of the file name', async () => {
    const res = await post('txt', { ...cart, name: '../etc/passwd' });
    expect(res.headers['content-disposition']).toMatch(/filename="\.\. etc passwd \d\d\.\d\d\.\d{4}\.txt"/);
  });

  it('refuses bad input per field', async () => {
    const res = await post('zip', { name: '', items: [{ fulltitle: 'x', links: ['javascript:alert(1)'] }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['name', 'format', 'items.0.links.0']),
    );
  });

  it('refuses an empty cart', async () => {
    const res = await post('txt', { name: 'leer', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('items');
  });
});

describe('DLC key service down or not configured', () => {
  const down = useTestApp({
    DLC_SERVICE_URL: 'http://127.0.0.1:9/dlcrypt/service.php',
    DLC_SERVICE_LID: 'x',
  });
  const unconfigured = useTestApp();

  it('answers 502 when the service is unreachable', async () => {
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/cart/container',
      payload: { ...cart, format: 'dlc' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Der DLC-Schlüsseldienst ist nicht erreichbar.');
  });

  it('says clearly that DLC export is not configured, while the other formats still work', async () => {
    expect((await unconfigured.app.inject({ url: '/api/cart/config' })).json()).toEqual({ dlc: false });
    const dlc = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/cart/container',
      payload: { ...cart, format: 'dlc' },
    });
    expect(dlc.statusCode).toBe(503);
    expect(dlc.json().message).toBe('Der DLC-Schlüsseldienst ist nicht eingerichtet.');
    const rsdf = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/cart/container',
      payload: { ...cart, format: 'rsdf' },
    });
    expect(rsdf.statusCode).toBe(200);
  });
});

describe('POST /api/cart/container when the key service hangs', () => {
  const short = useTestApp({ ...serviceEnv, DLC_SERVICE_TIMEOUT_MS: '400' });

  it('answers 504 once the configured timeout has passed', async () => {
    fake.mode = 'hang';
    const res = await short.app.inject({
      method: 'POST',
      url: '/api/cart/container',
      payload: { ...cart, format: 'dlc' },
    });
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toMatch(/nicht rechtzeitig geantwortet/);
  });
});
