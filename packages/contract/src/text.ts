import { z } from 'zod';

/** Unicode's control characters (`Cc`): C0 (NUL, tab, line breaks, escape …), DEL and C1. */
const CONTROL = /\p{Cc}/u;
/** The same without tab, line feed and carriage return, which a multi-line text keeps. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * The one rule for free text a request carries (names, addresses, codes, slugs, notes, question
 * text): control characters are refused (400, the field as `key`) before anything reaches the
 * database, a mail or a PDF. PostgreSQL text cannot hold NUL at all (a 500 otherwise), and the rest
 * has no business in a name or an address line (it breaks mail headers, documents and logs).
 * Only a multi-line field (an order note, the question text) keeps tab and line breaks.
 * Passwords are not text (hashed whole) and the search query is cleaned rather than refused.
 * See docs/requirements/api.md §Errors and status codes.
 */
export const dbText = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z
    .string()
    .refine(
      (value) => !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value),
      multiline
        ? 'must not contain control characters other than tab and line breaks'
        : 'must not contain control characters (tab and line breaks included)',
    );
