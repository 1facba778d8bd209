import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { PASSWORD_MAX } from '../constants.ts';
import { ok } from '../envelope.ts';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, TOTP_CODE_PATTERN } from './constants.ts';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** The signed-in staff member as the app sees them. */
export const StaffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  totpEnabled: z.boolean(),
  /** An admin without a second factor: nothing but the TOTP setup opens until it is done. */
  mustSetUpTotp: z.boolean(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** A complete session: who, and the XSRF token the app sends as `X-Staff-XSRF` (kept in memory only). */
export const StaffSessionReplySchema = ok({ stage: z.literal('complete'), staff: StaffMeSchema, xsrf: z.string() });
export type StaffSessionReply = z.infer<typeof StaffSessionReplySchema>;

export const StaffSignInBodySchema = z.object({
  email: EmailSchema,
  // No minimum: a short password is simply wrong. The maximum bounds the hashing work.
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type StaffSignInBody = z.infer<typeof StaffSignInBodySchema>;

/** After the password: either signed in, or the TOTP code is asked next. */
export const StaffSignInReplySchema = z.union([
  StaffSessionReplySchema,
  ok({ stage: z.literal('totp'), xsrf: z.string() }),
]);
export type StaffSignInReply = z.infer<typeof StaffSignInReplySchema>;

export const TotpCodeSchema = z.string().trim().regex(TOTP_CODE_PATTERN, 'six digits');
export const StaffTotpBodySchema = z.object({ code: TotpCodeSchema });
export type StaffTotpBody = z.infer<typeof StaffTotpBodySchema>;

/** A new secret for the authenticator app: a QR code (data URL) of the otpauth URI, and the secret to type in. */
export const StaffTotpSetupReplySchema = ok({ secret: z.string(), uri: z.string(), qr: z.string() });
export type StaffTotpSetupReply = z.infer<typeof StaffTotpSetupReplySchema>;

export const StaffPasswordSchema = z.string().min(STAFF_PASSWORD_MIN).max(PASSWORD_MAX);
export const StaffTokenSchema = z.string().min(1).max(200);

export const StaffSetPasswordBodySchema = z.object({ token: StaffTokenSchema, password: StaffPasswordSchema });
export type StaffSetPasswordBody = z.infer<typeof StaffSetPasswordBodySchema>;

/** Whom a set-password link is for (shown on the page), or 400 `staff.token-invalid`. */
export const StaffSetPasswordInfoReplySchema = ok({ email: z.string(), name: z.string() });
export type StaffSetPasswordInfoReply = z.infer<typeof StaffSetPasswordInfoReplySchema>;
