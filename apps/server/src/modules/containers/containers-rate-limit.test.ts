import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { startFakeDlcKeyService } from '../../integrations/dlc-key-service/fake.ts';

/** Every DLC costs a call to the external key service, so one address gets a budget per window. */
const fake = await startFakeDlcKeyService();
afterAll(() => fake.close());

const ctx = useTestApp({
  DLC_SERVICE_URL: fake.url,
  DLC_SERVICE_LID: 'regal-test-lid',
  DLC_RATE_LIMIT: '3',
  DLC_RATE_LIMIT_WINDOW_MINUTES: '10',
});

const cart = {
  name: 'Limit',
  items: [
    { fulltitle: 'Sintel.2010.German.1080p.BluRay.x264-OPENMOViE', links: ['https://ddownload.com/abc'] },
  ],
};

function post(format: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/cart/container',
    remoteAddress,
    headers,
    payload: { ...cart, format },
  });
}

describe('DLC rate limit per client address', () => {
  it('answers 429 with Retry-After and a German message after the budget, without calling the key service', async () => {
    for (let i = 0; i < 3; i++) expect((await post('dlc', '10.0.0.1')).statusCode).toBe(200);
    const callsBefore = fake.requests.length;
    const refused = await post('dlc', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json().message).toBe(
      'Zu viele DLC-Container aus deinem Netz. Bitte warte ein paar Minuten und versuche es erneut.',
    );
    expect(fake.requests.length).toBe(callsBefore);
  });

  it('says it in English when asked', async () => {
    const refused = await post('dlc', '10.0.0.1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many DLC containers from your network. Please wait a few minutes and try again.',
    );
  });

  it('keeps other addresses and the formats without key service free', async () => {
    expect((await post('dlc', '10.0.0.2')).statusCode).toBe(200);
    expect((await post('rsdf', '10.0.0.1')).statusCode).toBe(200);
    expect((await post('txt', '10.0.0.1')).statusCode).toBe(200);
  });
});
