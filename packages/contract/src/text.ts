import { z } from 'zod';

/**
 * A string the shop stores or looks up in the database. PostgreSQL text cannot hold U+0000, so
 * the NUL character is refused here (400, the field as `key`) instead of failing in a query (500).
 * The search query is not one: the search cleans what it is given instead of refusing it.
 */
export const dbText = () =>
  z.string().refine((value) => !value.includes('\u0000'), 'must not contain the NUL character (U+0000)');
