import { z } from 'zod';
import { ok } from './envelope.ts';

export const SessionUserSchema = z.object({
  username: z.string(),
  /** Random per-login value the browser keeps in a cookie (spec part 1 §9). */
  auth_check: z.string(),
  /** ISO time of the login. */
  last_auth_check: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SignUserReplySchema = ok({ user: SessionUserSchema });
export type SignUserReply = z.infer<typeof SignUserReplySchema>;
