import { z } from 'zod';
import { zText } from './primitives.ts';

/**
 * One release of the xREL search (`/search/releases.json`), reduced to what the NFO dialog shows:
 * dirname, link_href and ext_info.uris (the first is an `imdb:tt…` reference).
 */
export const ZNfoResult = z.object({
  id: z.string(),
  dirname: z.string(),
  link_href: z.string(),
  /** scene or p2p: xREL answers them in two lists that we merge. */
  kind: z.enum(['scene', 'p2p']),
  ext_info: z.object({
    title: z.string().nullable(),
    link_href: z.string().nullable(),
    uris: z.array(z.string()),
  }),
});
export type NfoResult = z.infer<typeof ZNfoResult>;

export const ZNfoSearchQuery = z.object({ q: zText().trim().min(2).max(200) });
export const ZNfoSearchResponse = z.object({ query: z.string(), results: z.array(ZNfoResult) });
export type NfoSearchResponse = z.infer<typeof ZNfoSearchResponse>;

/**
 * Spec §2: the NFO search rewrites a season marker into a wildcard (`S01` → `S01*`). An episode's
 * name is the same marker with its episodes (`S01E02`, `S01E02E03` → `…*`, issue 36), so a
 * release's own name finds its NFO under any suffix xREL lists it with.
 */
export function nfoSearchQuery(input: string): string {
  return input.trim().replace(/\bS\d+(?:E\d+)*\b(?!\*)/gi, (marker) => `${marker}*`);
}
