/**
 * FlexSearch 0.8 as a search service on loopback, for the side-by-side bench (`search-duel.ts`):
 * a Document index over the same visible entries as the catalogue (title and original title),
 * German stop words dropped and stemmed (its `de` language pack over the LatinBalance charset), and
 * — when a cache size is given — its own result cache (`searchCache`, an LRU of that many queries).
 * It answers `GET /search?q=` with the first 21 hits as JSON, the size of the catalogue's first page.
 *
 *   node --import tsx src/duel/flexsearch-server.ts <docs.json> <port> <cache size, 0 = off> <tokenize>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Charset, Document, Encoder } from 'flexsearch';
import German from 'flexsearch/lang/de';
import type { TitleDoc } from './title-texts.ts';

const [file, portText, cacheText, tokenize = 'strict'] = process.argv.slice(2);
if (!file || !portText)
  throw new Error('usage: flexsearch-server.ts <docs.json> <port> <cache size> [tokenize]');
const cacheSize = Number(cacheText ?? 0);
const PAGE = 21;

interface Hit {
  id: number;
  doc: Pick<TitleDoc, 'uid' | 'title' | 'year' | 'type'> | null;
}
/** The slice of FlexSearch's Document API this server uses (its typings are generic beyond need). */
interface TitleIndex {
  add(doc: TitleDoc): unknown;
  search(query: string, options: object): Hit[];
  searchCache(query: string, options: object): Hit[];
}

const docs = JSON.parse(readFileSync(file, 'utf8')) as TitleDoc[];
const started = performance.now();
const index = new Document({
  document: { id: 'id', index: ['title', 'original'], store: ['uid', 'title', 'year', 'type'] },
  encoder: new Encoder(Charset.LatinBalance).assign(German),
  tokenize: tokenize as 'strict' | 'forward',
  ...(cacheSize > 0 ? { cache: cacheSize } : {}),
}) as unknown as TitleIndex;
for (const doc of docs) index.add(doc);
const indexMs = performance.now() - started;

const options = { limit: PAGE, enrich: true, merge: true };
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const q = url.searchParams.get('q') ?? '';
  const hits = cacheSize > 0 ? index.searchCache(q, options) : index.search(q, options);
  const body = JSON.stringify({
    data: hits.map((hit) => ({ id: hit.id, ...hit.doc })),
  });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portText), '127.0.0.1', () => {
  // The parent waits for this line.
  console.log(
    JSON.stringify({
      ready: true,
      docs: docs.length,
      indexMs: Math.round(indexMs),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    }),
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
