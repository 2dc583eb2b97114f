import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { CryptoWalletMethod } from '@regal/shared';
import { base58xmr, bech32, bech32m, createBase58check } from '@scure/base';

/**
 * Format checks for payout addresses, checksums included, so a typo cannot send money nowhere.
 * Only mainnet formats are accepted. References: BIP-13/16 (base58check P2PKH/P2SH), BIP-173/350
 * (bech32/bech32m segwit), EIP-55 (ETH mixed-case checksum), Monero's base58 with keccak checksum.
 */
const base58check = createBase58check(sha256);

function base58Version(address: string): number | null {
  try {
    const payload = base58check.decode(address);
    // 1 version byte + 20-byte hash160.
    return payload.length === 21 ? (payload[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** A segwit address of the given human-readable part (bc, ltc): v0 in bech32, v1+ in bech32m. */
function isSegwit(address: string, hrp: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  if (!lower.startsWith(`${hrp}1`)) return false;
  const tryDecode = (coder: typeof bech32) => {
    try {
      return coder.decode(lower as `${string}1${string}`, 90);
    } catch {
      return null;
    }
  };
  const v0 = tryDecode(bech32);
  const vN = v0 ? null : tryDecode(bech32m);
  const decoded = v0 ?? vN;
  if (!decoded || decoded.prefix !== hrp) return false;
  const [version, ...words] = decoded.words;
  if (version === undefined || version > 16) return false;
  let program: Uint8Array;
  try {
    program = bech32.fromWords(words);
  } catch {
    return false;
  }
  if (version === 0) return v0 !== null && (program.length === 20 || program.length === 32);
  return vN !== null && program.length >= 2 && program.length <= 40;
}

function isEthereum(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  // All one case carries no checksum; mixed case must match EIP-55.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const char = hex[i] as string;
    if (/[a-f]/i.test(char) && nibble >= 8 !== (char === char.toUpperCase())) return false;
  }
  return true;
}

/** Standard (network byte 18, "4…") and subaddress (42, "8…") mainnet addresses, 95 characters. */
function isMonero(address: string): boolean {
  if (!/^[48][1-9A-HJ-NP-Za-km-z]{94}$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58xmr.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 69 || (bytes[0] !== 18 && bytes[0] !== 42)) return false;
  const checksum = keccak_256(bytes.subarray(0, 65)).subarray(0, 4);
  return checksum.every((b, i) => b === bytes[65 + i]);
}

const validators: Record<CryptoWalletMethod, (address: string) => boolean> = {
  // P2PKH version 0x00 ("1…"), P2SH 0x05 ("3…").
  BTC: (a) => [0x00, 0x05].includes(base58Version(a) ?? -1) || isSegwit(a, 'bc'),
  ETH: isEthereum,
  // P2PKH 0x30 ("L…"), P2SH 0x32 ("M…") and the legacy P2SH 0x05 ("3…").
  LTC: (a) => [0x30, 0x32, 0x05].includes(base58Version(a) ?? -1) || isSegwit(a, 'ltc'),
  XMR: isMonero,
};

export function isValidWalletAddress(method: CryptoWalletMethod, address: string): boolean {
  return validators[method](address);
}
