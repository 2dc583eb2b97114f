import { z } from 'zod';
import { zText } from './primitives.ts';

/**
 * A user's payout wallets (spec 01 §7 `/api/trx/v1/wallet/*`). PayPal is listed because the spec
 * shows it, but it is disabled: its save and remove answer "not available".
 */
export const CRYPTO_WALLET_METHODS = ['BTC', 'ETH', 'LTC', 'XMR'] as const;
export const WALLET_METHODS = [...CRYPTO_WALLET_METHODS, 'PayPal'] as const;
export type CryptoWalletMethod = (typeof CRYPTO_WALLET_METHODS)[number];
export type WalletMethod = (typeof WALLET_METHODS)[number];

export const ZWalletMethodParams = z.object({ method: z.enum(WALLET_METHODS) });

export const ZWallet = z.object({
  method: z.enum(WALLET_METHODS),
  address: z.string(),
  updated_at: z.string(),
});
export type Wallet = z.infer<typeof ZWallet>;

export const ZWalletsResponse = z.object({ wallets: z.array(ZWallet) });
export type WalletsResponse = z.infer<typeof ZWalletsResponse>;

export const ZWalletSaveRequest = z.object({
  address: zText().trim().min(1, 'Bitte gib eine Adresse ein.').max(200),
});

/** The same quick shape check the server starts with; the server also verifies checksums. */
export const WALLET_ADDRESS_HINTS: Record<CryptoWalletMethod, RegExp> = {
  BTC: /^(1|3|bc1)/i,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  LTC: /^(L|M|3|ltc1)/i,
  XMR: /^[48][1-9A-HJ-NP-Za-km-z]{94}$/,
};

/**
 * `GET /api/trx/v1/payment/getClientToken` (spec 01 §7: answers `token`). PayPal is not offered
 * (decision 008: the PayPal wallet is shown but disabled), so the token is always null: a client
 * reads "no PayPal" from the answer instead of from a 404.
 */
export const ZPaymentClientToken = z.object({ token: z.string().nullable() });
export type PaymentClientToken = z.infer<typeof ZPaymentClientToken>;
