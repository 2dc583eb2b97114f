import { type WalletMethod, ZWalletsResponse } from '@regal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const walletsQueryKey = ['account', 'wallets'] as const;

/** `GET /api/trx/v1/wallet/load` → wallets. */
export function useWallets() {
  return useQuery(
    queryOptions({
      queryKey: walletsQueryKey,
      queryFn: async ({ signal }) =>
        (await api.get('/api/trx/v1/wallet/load', { signal, schema: ZWalletsResponse })).wallets,
    }),
  );
}

/** `POST /api/trx/v1/wallet/save/{method}` and `remove/{method}`; both answer the new list. */
export function useWalletChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, address }: { method: WalletMethod; address: string | null }) =>
      address === null
        ? api.post(`/api/trx/v1/wallet/remove/${method}`, {}, { schema: ZWalletsResponse })
        : api.post(`/api/trx/v1/wallet/save/${method}`, { address }, { schema: ZWalletsResponse }),
    onSuccess: (answer) => queryClient.setQueryData(walletsQueryKey, answer.wallets),
  });
}
