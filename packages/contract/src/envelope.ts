import { z } from 'zod';

/** One entry of the error list every failed reply carries (docs/requirements/api.md §Envelope). */
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
