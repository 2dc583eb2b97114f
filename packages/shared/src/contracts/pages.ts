import { z } from 'zod';

export const ZPageSeo = z.object({ title: z.string(), description: z.string() });

/** Spec 02 §3 Page: a content page (about, privacy, terms, support, …) with search-engine data. */
export const ZContentPage = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Sanitised HTML: only formatting tags and http(s)/mailto links survive. */
  body: z.string(),
  seo: ZPageSeo,
  user: z.object({ username: z.string() }).nullable(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof ZContentPage>;

export const ZPageSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ungültiger Seitenname.'),
});
