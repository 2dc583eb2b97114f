import { type TwoFactorDisableBody, ZAuthMessage, ZTwoFactorActivated, ZTwoFactorQr } from '@regal/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withReauth } from '../../../lib/reauth.ts';

/** Spec 02 §7: the account page's 2FA calls. */
export const twoFactorQrQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', '2fa', 'qr'],
    queryFn: ({ signal }) => api.get('/api/auth/user/2fa/get', { signal, schema: ZTwoFactorQr }),
  });

/** On, pending (set up, waiting for its first code) or off, with the QR while on or pending. */
export function useTwoFactorQr() {
  return useQuery(twoFactorQrQueryOptions());
}

export function useActivateTwoFactor() {
  return useMutation({
    mutationFn: () =>
      withReauth(() => api.post('/api/auth/user/2fa/activate', undefined, { schema: ZTwoFactorActivated })),
  });
}

export function useVerifyTwoFactorToken() {
  return useMutation({
    mutationFn: (key: string) => api.post('/api/auth/user/2fa/verify', { key }, { schema: ZAuthMessage }),
  });
}

/** Off with a proof (decision 043): `{ code }` or `{ password }`; a pending set-up needs none. */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (proof: TwoFactorDisableBody) =>
      api.post('/api/auth/user/2fa/disable', proof, { schema: ZAuthMessage }),
  });
}
