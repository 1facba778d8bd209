import argon2, { type HashOptions } from 'argon2';

/**
 * argon2id with the library's defaults (RFC 9106 second recommendation: 64 MiB, 3 passes, ~190 ms
 * on this machine); the whole password is hashed, never truncated. Under Vitest only (VITEST is
 * set by its runner), a cheap setting: the server tests register and log in hundreds of times.
 * Each hash stores its own parameters, so verification never depends on this choice.
 */
const HASH_OPTIONS: HashOptions = process.env.VITEST
  ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
  : { type: argon2.argon2id };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
