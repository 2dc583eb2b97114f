import { type AuditResponse, ZAuditResponse, ZChangelog } from '@regal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export type AuditParams = Record<string, string | number | undefined>;

/** `GET /api/audit` (admin): who, what kind, which item, when; 50 a page. */
export const useAuditLog = (params: AuditParams) =>
  useQuery({
    queryKey: ['audit', params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<AuditResponse>('/api/audit', { query: params, signal, schema: ZAuditResponse }),
  });

/** `GET /api/changelog`: the project's changelog as a timeline, in the reader's language. */
export function useChangelog() {
  // Re-renders (and so reads the timeline under the new key) when the language changes.
  useTranslation();
  return useQuery({
    queryKey: ['changelog', currentLocale()],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ZChangelog>>('/api/changelog', { signal, schema: ZChangelog }),
  });
}
