import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/cart/config`: whether the server can make DLC files (a DLC key service is configured). */
export async function getCartConfig(signal?: AbortSignal): Promise<{ dlc: boolean }> {
  return api.get<{ dlc: boolean }>('/api/cart/config', { signal });
}

export const cartConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'config'],
    queryFn: ({ signal }) => getCartConfig(signal),
    staleTime: 10 * 60_000,
  });

export function useCartConfig(enabled = true) {
  return useQuery({ ...cartConfigQueryOptions(), enabled });
}
