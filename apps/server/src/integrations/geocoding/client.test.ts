import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder, GeocoderError, geocoderUserAgent } from './client.ts';
import { type FakeNominatim, startFakeNominatim } from './fake.ts';

let fake: FakeNominatim;
beforeAll(async () => {
  fake = await startFakeNominatim();
});
afterAll(() => fake.close());

const userAgent = geocoderUserAgent('1.2.3', 'https://regal.example');

describe('Nominatim geocoder client against the loopback fake', () => {
  it('keeps at least one second between requests, even when called all at once', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: fake.url, userAgent, cacheSize: 0 });
    const before = fake.requests.length;
    await Promise.all([
      geocoder.search('Alexanderplatz Berlin', 'de'),
      geocoder.search('Marienplatz München', 'de'),
      geocoder.reverse(53.55, 9.99, 'de'),
    ]);
    const times = fake.requests.slice(before).map((r) => r.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) {
      // The client counts from the previous answer, so the gap at the server is a full second (±timer rounding).
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(995);
    }
  });

  it('sends a User-Agent naming Regal and its public URL, and the language', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: fake.url, userAgent, cacheSize: 0 });
    await geocoder.search('Rathausmarkt Hamburg', 'en');
    const last = fake.requests.at(-1);
    expect(last?.userAgent).toBe('Regal/1.2.3 (+https://regal.example)');
    expect(last?.acceptLanguage).toBe('en');
    expect(last?.query).toMatchObject({ format: 'jsonv2', q: 'Rathausmarkt Hamburg' });
  });

  it('reads street, number, postcode, city and coordinates from jsonv2', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: fake.url, userAgent });
    const [place] = await geocoder.search('Domkloster 4 Köln', 'de');
    expect(place).toMatchObject({ street: 'Domkloster', nr: '4', postcode: '50667', city: 'Köln' });
    expect(place?.lat).toBeCloseTo(50.941278);
    expect(await geocoder.reverse(0, 0, 'de')).toBeNull();
  });

  it('answers a repeated question from its cache without asking again', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: fake.url, userAgent });
    await geocoder.search('Marienplatz 8', 'de');
    const count = fake.requests.length;
    const again = await geocoder.search('Marienplatz 8', 'de');
    expect(fake.requests.length).toBe(count);
    expect(again[0]?.city).toBe('München');
  });

  it('turns an unreachable geocoder into a GeocoderError', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: 'http://127.0.0.1:9', userAgent, timeoutMs: 2000 });
    await expect(geocoder.search('Berlin', 'de')).rejects.toBeInstanceOf(GeocoderError);
  });
});
