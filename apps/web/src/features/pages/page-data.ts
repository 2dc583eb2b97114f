import type { PageData } from '../../lib/route-data.ts';
import { pageQueryOptions } from './api/get-page.ts';

/** A content page's text in the request's language (`page/:slug`, or a fixed slug). */
export const contentData =
  (fixed?: string): PageData =>
  (client, { params }) =>
    client.ensureQueryData(pageQueryOptions(fixed ?? params.slug ?? ''));
