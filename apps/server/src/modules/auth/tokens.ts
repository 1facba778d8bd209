import { createHash, randomBytes } from 'node:crypto';

/** What a single-use token is for; stored in `tokens.kind`. */
export type TokenKind = 'approve' | 'reset';

export const APPROVE_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** SHA-256 of the token: the database only ever holds this, so a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 256 random bits, URL-safe (43 characters), and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
