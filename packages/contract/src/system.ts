import { z } from 'zod';
import { ok } from './envelope.ts';

export const HealthReplySchema = ok({
  status: z.enum(['ok']),
  db: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthReply = z.infer<typeof HealthReplySchema>;
