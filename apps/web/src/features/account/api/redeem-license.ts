import { type LicenseRedeemResponse, ZLicenseRedeemResponse } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/key/license/redeem`: binds the key to me and answers the package it unlocks. */
export function redeemLicense(body: { key: string }): Promise<LicenseRedeemResponse> {
  return api.post('/api/key/license/redeem', body, { schema: ZLicenseRedeemResponse });
}

export function useRedeemLicense() {
  return useMutation({ mutationFn: redeemLicense });
}
