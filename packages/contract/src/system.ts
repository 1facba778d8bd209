import { z } from 'zod';
import { ok } from './envelope.ts';

/**
 * The public health check: `ok` when the database answers; otherwise the 503 envelope with
 * `messages.unavailable`. Nothing about what runs (database kind, versions, uptime): that is for staff.
 */
export const HealthReplySchema = ok({ status: z.enum(['ok']) });
export type HealthReply = z.infer<typeof HealthReplySchema>;
