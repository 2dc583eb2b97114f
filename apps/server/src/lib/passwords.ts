import { hash, type Options, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports it as a const enum, which isolated modules cannot inline. */
const ARGON2ID = 2;

/**
 * argon2id at the OWASP ASVS minimum (19 MiB, t=2, p=1). argon2 hashes the whole password,
 * so unlike bcrypt nothing past 72 bytes is silently ignored.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash was made with other (older or weaker) settings than today's, read from its
 * PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`); such hashes are replaced at the next login.
 */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, version, memory, time, parallelism] = match.map(Number);
  return (
    version !== 19 ||
    memory !== PASSWORD_HASH_OPTIONS.memoryCost ||
    time !== PASSWORD_HASH_OPTIONS.timeCost ||
    parallelism !== PASSWORD_HASH_OPTIONS.parallelism
  );
}
