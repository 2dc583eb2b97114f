import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec 02 §3 Page.seo: what search engines show for the page. */
export interface PageSeo {
  title?: string;
  description?: string;
}

/** Other languages of a page (German is the row's own title/body/seo); English for now. */
export interface PageTranslations {
  en?: { title: string; body: string; seo: PageSeo };
}

/** Content pages (about, privacy, terms, support, …), edited in the dashboard. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** HTML from the rich-text editor; sanitised when written and again when presented. */
    body: text('body').notNull().default(''),
    seo: jsonb('seo').$type<PageSeo>().notNull().default({}),
    /** The English version (decision 021); readers asking for English get German without it. */
    translations: jsonb('translations').$type<PageTranslations>().notNull().default({}),
    /** The author; kept as null when the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_slug_idx').on(t.slug)],
);
export type PageRow = typeof pages.$inferSelect;
