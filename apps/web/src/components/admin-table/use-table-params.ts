import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableParams {
  page: number;
  search: string;
  sortBy: string | null;
  sortOrder: 'asc' | 'desc';
  /** every other query parameter: the list's filters */
  filters: Record<string, string>;
}

const OWN_KEYS = new Set(['page', 'search', 'sortBy', 'sortOrder']);

/**
 * A staff list's state in the URL (page, search, sort, filters), so a reload, the back button and a
 * shared link show the same rows. Changing anything but the page goes back to page 1.
 */
export function useTableParams(defaults: { sortBy?: string; sortOrder?: 'asc' | 'desc' } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<TableParams>(() => {
    const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
    const filters: Record<string, string> = {};
    for (const [key, value] of searchParams) if (!OWN_KEYS.has(key) && value !== '') filters[key] = value;
    return {
      page: Number.isFinite(page) && page > 0 ? page : 1,
      search: searchParams.get('search') ?? '',
      sortBy: searchParams.get('sortBy') ?? defaults.sortBy ?? null,
      sortOrder: (searchParams.get('sortOrder') ?? defaults.sortOrder) === 'asc' ? 'asc' : 'desc',
      filters,
    };
  }, [searchParams, defaults.sortBy, defaults.sortOrder]);

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
