import { z } from 'zod';
import { ZIdParam, zText } from './primitives.ts';

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
  /** editor answers only: the SEO values the page stores ('' where the default applies) */
  seo_stored: ZPageSeo.optional(),
});
export type ContentPage = z.infer<typeof ZContentPage>;

export const ZPageSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ungültiger Seitenname.'),
});

/** Slugs the site links to itself (footer, rules page): they cannot be deleted. */
export const RESERVED_PAGE_SLUGS = ['about', 'privacy', 'term-of-service', 'support', 'rules'] as const;

const zSlug = z
  .string()
  .max(120)
  .regex(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Nur Kleinbuchstaben, Ziffern und Bindestriche.');

/** `POST /api/page/create`, `PATCH /api/page/{id}`: an empty slug is made from the title. */
export const ZPageSave = z.object({
  title: zText().trim().min(2, 'Mindestens 2 Zeichen.').max(200),
  slug: zSlug.optional(),
  /** HTML from the editor: sanitised with the editor's allowlist on the server */
  body: zText().max(200_000),
  seo: z
    .object({
      title: zText().trim().max(200).optional(),
      description: zText().trim().max(1000).optional(),
    })
    .optional(),
});
export type PageSave = z.infer<typeof ZPageSave>;

export const ZPageListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  user: z.object({ username: z.string() }).nullable(),
  updated_at: z.string(),
  reserved: z.boolean(),
});
export type PageListItem = z.infer<typeof ZPageListItem>;
export const ZPageList = z.object({ items: z.array(ZPageListItem) });
export const ZPageMessage = z.object({ message: z.string(), item: ZContentPage.optional() });
export const ZPageIdParams = z.object({ id: ZIdParam });
