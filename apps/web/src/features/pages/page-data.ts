import type { PageData } from '../../lib/route-data.ts';
import { pollsQueryOptions } from '../votes/api/votes.ts';
import { pageQueryOptions } from './api/get-page.ts';

/** A content page's text in the request's language (`page/:slug`, or a fixed slug). */
export const contentData =
  (fixed?: string): PageData =>
  (client, { params }) =>
    client.ensureQueryData(pageQueryOptions(fixed ?? params.slug ?? ''));

/** The community page: its polls (share and donation read the layout's public settings). */
export const communityData: PageData = (client) => client.ensureQueryData(pollsQueryOptions());
