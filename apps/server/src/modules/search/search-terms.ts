import { SEARCH_QUERY_MAX } from '@shop/contract';

/** More words than this add nothing but cost (each is one more index condition). */
const MAX_TOKENS = 6;
/** Words at least this long may carry one typo (shorter ones would match too much). */
export const FUZZY_MIN_LENGTH = 5;

/** What the database compares: lower-case ASCII letters and digits, split into words. */
export interface SearchTerms {
  /** distinct words of the query, in order (`Kamerový DS-2CD` → kamerovy, ds, 2cd) */
  tokens: string[];
  /** every letter and digit of the query joined (`DS-2CD` → ds2cd): compared with product codes */
  codeKey: string;
}

/**
 * Lower case without diacritics (`ČIDLO` → `cidlo`), as `lower(shop_unaccent(...))` does in
 * PostgreSQL for Slovak letters; anything else outside a–z and 0–9 separates words on both sides.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Splits a query into words; an empty token list means nothing can match (only symbols or emoji). */
export function parseSearchTerms(raw: string): SearchTerms {
  // Cut by code points so an emoji at the limit is not split into half a surrogate pair.
  const capped = Array.from(raw.trim()).slice(0, SEARCH_QUERY_MAX).join('');
  const words = foldForSearch(capped)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return { tokens: [...new Set(words)].slice(0, MAX_TOKENS), codeKey: words.join('') };
}

/** LIKE treats `%`, `_` and `\` specially; tokens never contain them, but patterns stay safe if that changes. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `% kamer%` against the space-prefixed search text: some word starts with the token. */
export const wordPrefixPattern = (token: string) => `% ${escapeLike(token)}%`;

/**
 * Tokens of three or more characters may match inside a word (a code fragment such as `2143`);
 * shorter ones only at a word start, which the trigram index can still serve.
 */
export const containsPattern = (token: string) =>
  token.length >= 3 ? `%${escapeLike(token)}%` : wordPrefixPattern(token);

/** `kamer:*`: a full-text prefix query; tokens are letters and digits only, so no operator can sneak in. */
export const tsPrefixQuery = (tokens: string[]) => tokens.map((t) => `${t.replace(/[^a-z0-9]/g, '')}:*`).join(' & ');
