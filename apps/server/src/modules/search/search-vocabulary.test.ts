import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, parseSearchTerms, tsPrefixQuery, wordPrefixPattern } from './search-terms.ts';
import { buildVocabulary, correctTerms, correctToken, isKnownWordStart, withinOneEdit } from './search-vocabulary.ts';

describe('parseSearchTerms', () => {
  it('folds diacritics and case and splits on anything but letters and digits', () => {
    expect(parseSearchTerms('  Kamerový ČIDLO DS-2CD/2143  ')).toEqual({
      tokens: ['kamerovy', 'cidlo', 'ds', '2cd', '2143'],
      codeKey: 'kamerovycidlods2cd2143',
    });
  });

  it('keeps nothing of symbols, wildcards and emoji', () => {
    for (const query of ['%', '_', '\\', "'", '🎥📷', '\u0000', '%_\\'])
      expect(parseSearchTerms(query).tokens).toEqual([]);
  });

  it('cuts the query at 100 characters without splitting an emoji and keeps at most 6 words', () => {
    expect(parseSearchTerms(`${'🎥'.repeat(99)}ab`).tokens).toEqual(['a']);
    expect(parseSearchTerms('a b c d e f g h').tokens).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(parseSearchTerms('kamera kamera').tokens).toEqual(['kamera']);
  });
});

describe('LIKE and tsquery patterns', () => {
  it('escapes LIKE wildcards and builds word-start and inside-word patterns', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(wordPrefixPattern('kamer')).toBe('% kamer%');
    expect(containsPattern('2143')).toBe('%2143%');
    expect(containsPattern('ip')).toBe('% ip%');
    expect(tsPrefixQuery(['kamer', '4mpx'])).toBe('kamer:* & 4mpx:*');
  });
});

describe('typo correction', () => {
  const vocabulary = buildVocabulary(['kamera', 'kamery', 'kamerovy', 'detektor', 'ustredna', 'sirena', 'plomastix']);

  it('measures one edit: substitution, insertion, deletion, adjacent swap', () => {
    expect(withinOneEdit('kamxra', 'kamera')).toBe(true);
    expect(withinOneEdit('kamra', 'kamera')).toBe(true);
    expect(withinOneEdit('kammera', 'kamera')).toBe(true);
    expect(withinOneEdit('kmaera', 'kamera')).toBe(true);
    expect(withinOneEdit('kamera', 'kamera')).toBe(true);
    expect(withinOneEdit('kmxera', 'kamera')).toBe(false);
    expect(withinOneEdit('kamerovy', 'kamera')).toBe(false);
    expect(withinOneEdit('kamxr', 'kamerovy', 5)).toBe(true);
  });

  it('knows unfinished words', () => {
    expect(isKnownWordStart(vocabulary, 'kamer')).toBe(true);
    expect(isKnownWordStart(vocabulary, 'det')).toBe(true);
    expect(isKnownWordStart(vocabulary, 'kamxr')).toBe(false);
    expect(isKnownWordStart(vocabulary, 'zzz')).toBe(false);
  });

  it('corrects an unknown longer word to the closest known word or word start', () => {
    expect(correctToken(vocabulary, 'detektr')).toBe('detektor');
    expect(correctToken(vocabulary, 'detoktor')).toBe('detektor');
    expect(correctToken(vocabulary, 'ustrdena')).toBe('ustredna');
    expect(correctToken(vocabulary, 'kamxr')).toBe('kamer');
  });

  it('leaves known words, short words, numbers and hopeless words alone', () => {
    expect(correctToken(vocabulary, 'kamera')).toBeNull();
    expect(correctToken(vocabulary, 'kamer')).toBeNull();
    expect(correctToken(vocabulary, 'sirxn')).toBe('siren');
    expect(correctToken(vocabulary, 'sirx')).toBeNull();
    expect(correctToken(vocabulary, '2143x')).toBeNull();
    expect(correctToken(vocabulary, 'qqqqqqq')).toBeNull();
  });

  it('corrects only the words that need it and says when nothing changed', () => {
    expect(correctTerms(vocabulary, parseSearchTerms('kamera plomastyx'))).toEqual({
      tokens: ['kamera', 'plomastix'],
      codeKey: 'kameraplomastix',
    });
    expect(correctTerms(vocabulary, parseSearchTerms('kamera sirena'))).toBeNull();
  });
});
