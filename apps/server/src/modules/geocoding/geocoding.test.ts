import { GEOCODING_STREET_REQUIRED } from '@regal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { type FakeNominatim, startFakeNominatim } from '../../integrations/geocoding/fake.ts';
import { sessionTokenFor } from '../auth/testing.ts';

const fake: FakeNominatim = await startFakeNominatim();
afterAll(() => fake.close());
const ctx = useTestApp({ GEOCODER_URL: fake.url, PUBLIC_URL: 'https://regal.example' });
let token = '';
beforeAll(async () => {
  token = await sessionTokenFor(ctx.db, await buildUser(ctx.db));
});

const locate = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/trx/v1/geocoding/getGeoLocation',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });

describe('getGeoLocation', () => {
  it('needs a street: 400 with the German message, and nothing is asked upstream', async () => {
    const before = fake.requests.length;
    const res = await locate({ street: '  ', postcode: '10178', city: 'Berlin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.street).toBe(GEOCODING_STREET_REQUIRED);
    expect(res.json().message).toBe('Bitte trage mindestend die Adresse ein');
    const q = await locate({ q: '' });
    expect(q.json().errors.q).toBe(GEOCODING_STREET_REQUIRED);
    expect(fake.requests.length).toBe(before);
  });

  it('finds an address from the form fields, with the spec’s answer shape', async () => {
    const res = await locate(
      { street: 'Alexanderplatz 1', postcode: '10178', city: 'Berlin' },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'OK',
      location: { lat: 52.521918, lng: 13.413215 },
      address: {
        street: 'Alexanderplatz',
        nr: '1',
        city: 'Berlin',
        postal_code: '10178',
        address: 'Alexanderplatz 1',
      },
      response: { error_message: null },
    });
    const sent = fake.requests.at(-1);
    expect(sent?.query.q).toBe('Alexanderplatz 1, 10178 Berlin');
    expect(sent?.userAgent).toMatch(/^Regal\/[\d.]+ \(\+https:\/\/regal\.example\)$/);
    expect(sent?.acceptLanguage).toBe('de-DE');
  });

  it('turns browser coordinates into an address ({latlng})', async () => {
    const res = await locate({ latlng: '48.1374,11.5755' });
    expect(res.json()).toMatchObject({ status: 'OK', address: { city: 'München', postal_code: '80331' } });
    expect(fake.requests.at(-1)?.path).toBe('/reverse');
  });

  it('says ZERO_RESULTS with a message when nothing matches', async () => {
    const res = await locate({ q: 'Nirgendwo 99 Atlantis' });
    expect(res.json()).toMatchObject({ status: 'ZERO_RESULTS', location: null, address: null });
    expect(res.json().response.error_message).toBeTruthy();
  });

  it('keeps a second between requests across API calls', async () => {
    const before = fake.requests.length;
    await Promise.all([locate({ q: 'Rathausmarkt Hamburg' }), locate({ q: 'Domkloster Köln' })]);
    const [a, b] = fake.requests.slice(before).map((r) => r.at);
    expect((b as number) - (a as number)).toBeGreaterThanOrEqual(995);
  });

  it('refuses malformed coordinates', async () => {
    expect((await locate({ latlng: '91,0' })).statusCode).toBe(400);
    expect((await locate({ latlng: 'here' })).statusCode).toBe(400);
  });
});

describe('getGeoLocation without a geocoder', () => {
  const bare = useTestApp({ GEOCODER_URL: '' });
  it('answers 503 and says the address search is not set up', async () => {
    const t = await sessionTokenFor(bare.db, await buildUser(bare.db));
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/trx/v1/geocoding/getGeoLocation',
      headers: { authorization: `Bearer ${t}` },
      payload: { street: 'Alexanderplatz' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('GEOCODER_URL');
  });
});
