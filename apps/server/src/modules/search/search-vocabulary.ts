import { FUZZY_MIN_LENGTH, type SearchTerms } from './search-terms.ts';

/**
 * Typo tolerance by correction: when a query matches nothing, each longer word the catalogue does
 * not know is replaced by a known word (or word start) one edit away (a wrong, missing, extra or
 * swapped letter), and the search runs again with the corrected words. Matching words rather than
 * products keeps the cost independent of the catalogue size and the ranking the same as for
 * correctly typed queries.
 */
export interface Vocabulary {
  /** distinct folded words, sorted */
  words: string[];
}

export function buildVocabulary(words: Iterable<string>): Vocabulary {
  return { words: [...new Set(words)].sort() };
}

/**
 * The first index of a sorted list (code unit order) whose word is not below `key`: the words
 * starting with `key` follow from there, one after another.
 */
export function firstNotBelow(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether some known word starts with the token (then it is not a typo, only unfinished). */
export function isKnownWordStart(vocabulary: Vocabulary, token: string): boolean {
  const { words } = vocabulary;
  return words[firstNotBelow(words, token)]?.startsWith(token) ?? false;
}

/**
 * Whether `a` and the first `bLength` characters of `b` are at most one edit apart: one letter
 * substituted, inserted or deleted, or two neighbours swapped (optimal string alignment distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string, bLength = b.length): boolean {
  const aLength = a.length;
  if (Math.abs(aLength - bLength) > 1) return false;
  let i = 0;
  while (i < aLength && i < bLength && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === aLength && i === bLength) return true;
  const restEqual = (ai: number, bi: number) => {
    if (aLength - ai !== bLength - bi) return false;
    for (; ai < aLength; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
    return true;
  };
  if (aLength === bLength) {
    const swapped = i + 1 < aLength && a[i] === b[i + 1] && a[i + 1] === b[i] && restEqual(i + 2, i + 2);
    return restEqual(i + 1, i + 1) || swapped;
  }
  return aLength > bLength ? restEqual(i + 1, i) : restEqual(i, i + 1);
}

interface Candidate {
  replacement: string;
  sameFirstLetter: boolean;
  wholeWord: boolean;
}

/** Prefers a correction that keeps the first letter, then a whole word, then the shorter and alphabetical one. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.sameFirstLetter !== b.sameFirstLetter) return a.sameFirstLetter;
  if (a.wholeWord !== b.wholeWord) return a.wholeWord;
  if (a.replacement.length !== b.replacement.length) return a.replacement.length < b.replacement.length;
  return a.replacement < b.replacement;
}

/** The known word (or word start) one edit from the token, or null when the token is fine or nothing is close. */
export function correctToken(vocabulary: Vocabulary, token: string): string | null {
  if (token.length < FUZZY_MIN_LENGTH || /\d/.test(token) || isKnownWordStart(vocabulary, token)) return null;
  let best: Candidate | null = null;
  const consider = (candidate: Candidate) => {
    if (!best || better(candidate, best)) best = candidate;
  };
  for (const word of vocabulary.words) {
    const sameFirstLetter = word.charCodeAt(0) === token.charCodeAt(0);
    if (withinOneEdit(token, word)) consider({ replacement: word, sameFirstLetter, wholeWord: true });
    // The token may be the start of a longer word, typed with a slip: `kamrr` → `kamer` (kamera, kamerový).
    for (let length = token.length - 1; length <= token.length + 1; length++) {
      if (length < word.length && length >= FUZZY_MIN_LENGTH - 1 && withinOneEdit(token, word, length)) {
        consider({ replacement: word.slice(0, length), sameFirstLetter, wholeWord: false });
      }
    }
  }
  return (best as Candidate | null)?.replacement ?? null;
}

/** The terms with unknown longer words corrected, or null when no word changed. */
export function correctTerms(vocabulary: Vocabulary, terms: SearchTerms): SearchTerms | null {
  let changed = false;
  const tokens = terms.tokens.map((token) => {
    const corrected = correctToken(vocabulary, token);
    if (corrected === null || corrected === token) return token;
    changed = true;
    return corrected;
  });
  if (!changed) return null;
  const unique = [...new Set(tokens)];
  return { tokens: unique, codeKey: unique.join('') };
}
