import type { ContentPage } from '@regal/shared';
import type { PageRow } from '../../db/schema/pages.ts';
import { sanitizePageBody } from './page-body.ts';

export function presentPage(row: PageRow, username: string | null): ContentPage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: sanitizePageBody(row.body),
    // Without their own SEO data, pages fall back to the title and no description.
    seo: { title: row.seo.title || row.title, description: row.seo.description ?? '' },
    user: username ? { username } : null,
    updated_at: row.updatedAt.toISOString(),
  };
}
