import { z } from 'zod';

/** One entry of the error list every failed reply carries (DECISIONS.md §4). */
export const ApiErrorSchema = z.object({
  code: z.string(),
  key: z.string().optional(),
  message: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ErrorReplySchema = z.object({
  success: z.literal(false),
  error: z.array(ApiErrorSchema),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** `{ success: true, ...data }`: the shape of every successful JSON reply. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), ...shape });
}

export const OkReplySchema = ok({});
export type OkReply = z.infer<typeof OkReplySchema>;

/** Error codes shared by server and web; the Slovak texts live in sk.json. */
export const ErrorCode = {
  notLoggedIn: 'messages.user.not-logged-in',
  validation: 'messages.validation.invalid',
  required: 'messages.validation.required',
  notFound: 'messages.not-found',
  forbidden: 'messages.forbidden',
  xsrf: 'messages.xsrf',
  conflict: 'messages.conflict',
  tooLarge: 'messages.too-large',
  tooManyRequests: 'messages.too-many-requests',
  unavailable: 'messages.unavailable',
  internal: 'messages.internal',
  emailNotAllowed: 'messages.validation.email.notAllowed',
  emailNotExists: 'messages.validation.email.notExists',
  passwordIncorrect: 'messages.validation.password.incorrect',
  emailExists: 'messages.validation.email.exists',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
