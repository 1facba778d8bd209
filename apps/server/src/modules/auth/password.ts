import argon2 from 'argon2';

/** argon2id with the library's defaults (RFC 9106 second recommendation); the whole password is hashed, never truncated. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
