import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { StaffRoleSchema } from './auth.ts';

export const StaffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  active: z.boolean(),
  passwordSet: z.boolean(),
  totpEnabled: z.boolean(),
  /** ISO time. */
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const StaffUsersReplySchema = ok({ users: z.array(StaffUserSchema) });
export type StaffUsersReply = z.infer<typeof StaffUsersReplySchema>;

export const StaffUserReplySchema = ok({ user: StaffUserSchema });
export type StaffUserReply = z.infer<typeof StaffUserReplySchema>;

const StaffNameSchema = dbText().trim().max(100);

export const StaffUserCreateBodySchema = z.object({
  email: EmailSchema,
  name: StaffNameSchema.default(''),
  role: StaffRoleSchema,
});
export type StaffUserCreateBody = z.input<typeof StaffUserCreateBodySchema>;

export const StaffUserUpdateBodySchema = z
  .object({ name: StaffNameSchema.optional(), role: StaffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');
export type StaffUserUpdateBody = z.infer<typeof StaffUserUpdateBodySchema>;

export const StaffUserIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The one-time set-password link: shown once, never stored in readable form. */
export const StaffLinkReplySchema = ok({ user: StaffUserSchema, link: z.string(), expiresAt: z.string() });
export type StaffLinkReply = z.infer<typeof StaffLinkReplySchema>;
