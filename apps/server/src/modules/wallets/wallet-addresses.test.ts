import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isValidWalletAddress } from './wallet-addresses.ts';

/** Published vectors (Bitcoin wiki, BIP-86, EIP-55, the Monero project's donation address). */
const VALID = {
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  ],
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb',
  ],
  LTC: ['LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'],
  XMR: ['44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A'],
} as const;

describe('wallet address validation', () => {
  it('accepts real addresses of every currency and format', () => {
    for (const [method, list] of Object.entries(VALID))
      for (const address of list)
        expect([method, address, isValidWalletAddress(method as keyof typeof VALID, address)]).toEqual([
          method,
          address,
          true,
        ]);
  });

  it('refuses one changed character (checksums), for every currency', () => {
    const flip = (a: string, i: number) => a.slice(0, i) + (a[i] === 'a' ? 'b' : 'a') + a.slice(i + 1);
    expect(isValidWalletAddress('BTC', flip(VALID.BTC[0], 10))).toBe(false);
    expect(isValidWalletAddress('BTC', flip(VALID.BTC[2], 12))).toBe(false);
    expect(isValidWalletAddress('LTC', flip(VALID.LTC[0], 10))).toBe(false);
    expect(isValidWalletAddress('XMR', flip(VALID.XMR[0], 40))).toBe(false);
    // EIP-55: same hex, one letter's case changed.
    expect(isValidWalletAddress('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  });

  it('refuses another currency’s address and testnet formats', () => {
    expect(isValidWalletAddress('BTC', VALID.LTC[0])).toBe(false);
    expect(isValidWalletAddress('LTC', VALID.BTC[0])).toBe(false);
    expect(isValidWalletAddress('BTC', VALID.ETH[0])).toBe(false);
    expect(isValidWalletAddress('XMR', VALID.BTC[0])).toBe(false);
    expect(isValidWalletAddress('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
    expect(isValidWalletAddress('BTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(false);
  });

  it('refuses malformed input: wrong length, wrong alphabet, mixed-case bech32', () => {
    for (const bad of [
      '',
      '1',
      '0x123',
      'bc1',
      'BC1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0',
    ])
      expect(isValidWalletAddress('BTC', bad)).toBe(false);
    expect(isValidWalletAddress('ETH', '0xZZZeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidWalletAddress('XMR', `4${'1'.repeat(94)}`)).toBe(false);
  });

  it('accepts addresses built for the LTC version bytes and a segwit v0 script hash', () => {
    const b58 = createBase58check(sha256);
    const hash = new Uint8Array(20).fill(7);
    expect(isValidWalletAddress('LTC', b58.encode(Uint8Array.of(0x32, ...hash)))).toBe(true);
    expect(isValidWalletAddress('LTC', b58.encode(Uint8Array.of(0x00, ...hash)))).toBe(false);
    const p2wsh = bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(32).fill(9))]);
    expect(isValidWalletAddress('BTC', p2wsh)).toBe(true);
    const wrongLength = bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(25).fill(9))]);
    expect(isValidWalletAddress('BTC', wrongLength)).toBe(false);
  });
});
