import { type CryptoWalletMethod, WALLET_METHODS, type Wallet, type WalletMethod } from '@regal/shared';
import type { UserRow, UserWalletRow } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { isValidWalletAddress } from './wallet-addresses.ts';
import type { WalletsRepository } from './wallets.repository.ts';

const PAYPAL_UNAVAILABLE = 'PayPal is not available.';

const present = (row: UserWalletRow): Wallet => ({
  method: row.method as WalletMethod,
  address: row.address,
  updated_at: row.updatedAt.toISOString(),
});

/** Payout wallets of the signed-in user; addresses are checked per currency, checksums included. */
export function createWalletsService(repo: WalletsRepository) {
  const load = async (user: UserRow) => ({
    wallets: (await repo.list(user.id))
      .filter((w) => WALLET_METHODS.includes(w.method as WalletMethod))
      .map(present),
  });
  return {
    load,

    async save(user: UserRow, method: WalletMethod, address: string) {
      if (method === 'PayPal') throw conflict(PAYPAL_UNAVAILABLE);
      if (!isValidWalletAddress(method as CryptoWalletMethod, address))
        throw badRequest({ address: `Das ist keine gültige ${method}-Adresse.` });
      await repo.upsert(user.id, method, address);
      return { message: 'Wallet saved.', ...(await load(user)) };
    },

    async remove(user: UserRow, method: WalletMethod) {
      if (method === 'PayPal') throw conflict(PAYPAL_UNAVAILABLE);
      await repo.remove(user.id, method);
      return { message: 'Wallet removed.', ...(await load(user)) };
    },
  };
}
export type WalletsService = ReturnType<typeof createWalletsService>;
