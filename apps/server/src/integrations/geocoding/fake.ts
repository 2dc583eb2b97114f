import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A loopback stand-in for Nominatim: `/search` and `/reverse` with `format=jsonv2`, answering from a
 * small gazetteer. It records every request (time, path, query, User-Agent) so tests can check the
 * client's spacing and headers. Run directly for e2e and dev: `node --import tsx fake.ts [port]`.
 */
interface FakePlace {
  lat: number;
  lon: number;
  road: string;
  house_number: string;
  postcode: string;
  city: string;
}

export const FAKE_PLACES: FakePlace[] = [
  {
    lat: 52.521918,
    lon: 13.413215,
    road: 'Alexanderplatz',
    house_number: '1',
    postcode: '10178',
    city: 'Berlin',
  },
  {
    lat: 48.137371,
    lon: 11.575328,
    road: 'Marienplatz',
    house_number: '8',
    postcode: '80331',
    city: 'München',
  },
  {
    lat: 53.550341,
    lon: 9.992196,
    road: 'Rathausmarkt',
    house_number: '1',
    postcode: '20095',
    city: 'Hamburg',
  },
  { lat: 50.941278, lon: 6.958281, road: 'Domkloster', house_number: '4', postcode: '50667', city: 'Köln' },
];

export interface FakeRequest {
  at: number;
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

export interface FakeNominatim {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function jsonv2(place: FakePlace, index: number) {
  const displayName = `${place.house_number}, ${place.road}, ${place.city}, ${place.postcode}, Deutschland`;
  return {
    place_id: 1000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    osm_type: 'node',
    lat: String(place.lat),
    lon: String(place.lon),
    category: 'place',
    type: 'house',
    display_name: displayName,
    address: {
      house_number: place.house_number,
      road: place.road,
      city: place.city,
      postcode: place.postcode,
      country: 'Deutschland',
      country_code: 'de',
    },
  };
}

const normalise = (s: string) =>
  s
    .toLocaleLowerCase('de')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function search(q: string) {
  const words = normalise(q).split(' ').filter(Boolean);
  return FAKE_PLACES.map(jsonv2).filter((_, i) => {
    const place = FAKE_PLACES[i] as FakePlace;
    const haystack = normalise(`${place.road} ${place.house_number} ${place.postcode} ${place.city}`);
    return words.length > 0 && words.every((w) => haystack.includes(w));
  });
}

function reverse(lat: number, lon: number) {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  FAKE_PLACES.forEach((p, i) => {
    const d = (p.lat - lat) ** 2 + (p.lon - lon) ** 2;
    if (d < bestDistance) [best, bestDistance] = [i, d];
  });
  // About 5 km: farther away the fake has nothing, like Nominatim in the open sea.
  if (best < 0 || bestDistance > 0.05 ** 2) return { error: 'Unable to geocode' };
  return jsonv2(FAKE_PLACES[best] as FakePlace, best);
}

function handle(requests: FakeRequest[], req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = Object.fromEntries(url.searchParams);
  requests.push({
    at: performance.now(),
    path: url.pathname,
    query,
    userAgent: req.headers['user-agent'],
    acceptLanguage: req.headers['accept-language'],
  });
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (query.format !== 'jsonv2') return send(400, { error: { code: 400, message: 'format must be jsonv2' } });
  if (url.pathname === '/search') return send(200, search(query.q ?? ''));
  if (url.pathname === '/reverse') return send(200, reverse(Number(query.lat), Number(query.lon)));
  return send(404, { error: 'not found' });
}

export async function startFakeNominatim(port = 0): Promise<FakeNominatim> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => handle(requests, req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeNominatim(Number(process.argv[2] ?? 4190));
  console.log(`fake Nominatim on ${fake.url}`);
}
