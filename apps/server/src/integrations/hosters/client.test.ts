import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundClient } from '../../lib/outbound/index.ts';
import { createHosterClient, rewriteToFake } from './client.ts';
import { type FakeHosters, startFakeHosters } from './fake.ts';

let fake: FakeHosters;
beforeAll(async () => {
  fake = await startFakeHosters({ slowMs: 3_000, ratePerSecond: { 'rapidgator.net': 2 } });
});
afterAll(() => fake.close());

const rg = (name: string) => `https://rapidgator.net/file/${name}/${name}.rar.html`;

describe('hoster client against the fake hosters', () => {
  it('rewrites hoster URLs onto the fake', () => {
    expect(rewriteToFake('https://rapidgator.net/file/x/y.html?a=1', 'http://127.0.0.1:9/')).toBe(
      'http://127.0.0.1:9/rapidgator.net/file/x/y.html?a=1',
    );
  });

  it('keeps to the hoster pace: no 429 from a hoster that allows 2 requests a second', async () => {
    const client = createHosterClient({
      fakeUrl: fake.url,
      outbound: outboundClient('', fake.url),
      timeoutMs: 20_000,
      minIntervalMs: { rapidgator: 550 },
    });
    const verdicts = await client.check('rapidgator', ['a1', 'a2', 'a3', 'a4'].map(rg));
    expect(verdicts.map((v) => v.state)).toEqual(['online', 'online', 'online', 'online']);
    expect(fake.throttled.get('rapidgator.net') ?? 0).toBe(0);
  });

  it('a 429 leaves the link and the rest of the run unknown instead of waiting', async () => {
    const client = createHosterClient({
      fakeUrl: fake.url,
      outbound: outboundClient('', fake.url),
      timeoutMs: 20_000,
      minIntervalMs: { rapidgator: 0 },
    });
    const verdicts = await client.check('rapidgator', [rg('ratelimit'), rg('after')]);
    expect(verdicts).toEqual([
      { state: 'unknown', reason: 'rate limited' },
      { state: 'unknown', reason: 'rate limited' },
    ]);
    // No clock (issue 33): had the client waited out the 429, the link after it would have an answer.
  });

  it('an unreadable API answer and an unreadable page are unknown, not offline', async () => {
    const client = createHosterClient({
      fakeUrl: fake.url,
      outbound: outboundClient('', fake.url),
      timeoutMs: 20_000,
      minIntervalMs: { nitroflare: 0, ddownload: 0 },
    });
    expect(await client.check('nitroflare', ['https://nitroflare.com/view/MalformedA/x.rar'])).toEqual([
      { state: 'unknown', reason: 'malformed api answer' },
    ]);
    expect(await client.check('ddownload', ['https://ddownload.com/malformedxxx/a.rar'])).toEqual([
      { state: 'unknown', reason: 'unrecognised page' },
    ]);
  });

  it('reads ddownload through its batched API when a key is set', async () => {
    const client = createHosterClient({
      fakeUrl: fake.url,
      outbound: outboundClient('', fake.url),
      timeoutMs: 20_000,
      ddownloadKey: 'k',
      minIntervalMs: { ddownload: 0 },
    });
    const before = fake.hits.get('api-v2.ddownload.com') ?? 0;
    const verdicts = await client.check('ddownload', [
      'https://ddownload.com/abcdefghijkl/a.rar',
      'https://ddownload.com/offlinexxxxx/b.rar',
    ]);
    expect(verdicts.map((v) => v.state)).toEqual(['online', 'offline']);
    expect((fake.hits.get('api-v2.ddownload.com') ?? 0) - before).toBe(1);
  });
});
