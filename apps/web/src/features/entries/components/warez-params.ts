import { type EntryType, isEntryType } from '@regal/shared';

/** Warez mode's page and type filter, read by its page and its server loader. */
export interface WarezParams {
  page: number;
  type: EntryType | undefined;
}

export function readWarezParams(search: URLSearchParams): WarezParams {
  const type = search.get('type') ?? '';
  return {
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
    type: isEntryType(type) ? type : undefined,
  };
}

export const warezHref = ({ page, type }: WarezParams) =>
  `/warezmode?${new URLSearchParams({ page: String(page), ...(type ? { type } : {}) })}`;
