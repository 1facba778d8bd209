import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { STAFF_PAGE_SIZE } from './constants.ts';

/** `{ field: [before, after] }`: what a write changed. */
export const AuditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof AuditChangesSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time. */
  at: z.string(),
  /** Null for the command line and for failed sign-ins with an unknown address. */
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  changes: AuditChangesSchema,
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const name = dbText().trim().min(1).max(60);

/** The log page's filters (all optional, all in its URL) and its keyset page. */
export const AuditQuerySchema = z.object({
  staff: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  entity: name.optional(),
  entityId: dbText().trim().min(1).max(100).optional(),
  action: name.optional(),
  /** Slovak calendar days, both inclusive. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  sort: z.enum(['at', '-at']).default('-at'),
  /** The cursor of the next page (from the previous reply's `next`). */
  after: z
    .string()
    .regex(/^\d{1,18}$/, 'a cursor from `next`')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(STAFF_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditPageReplySchema = ok({ entries: z.array(AuditEntrySchema), next: z.string().nullable() });
export type AuditPageReply = z.infer<typeof AuditPageReplySchema>;

export const AuditEntityParamsSchema = z.object({ entity: name, id: dbText().trim().min(1).max(100) });

/** The audit entries of one record (newest first), shown on its detail page. */
export const AuditEntriesReplySchema = ok({ entries: z.array(AuditEntrySchema) });
export type AuditEntriesReply = z.infer<typeof AuditEntriesReplySchema>;

/** Filter choices of the log page: the staff members, entities and actions that occur. */
export const AuditFacetsReplySchema = ok({
  staff: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFacetsReply = z.infer<typeof AuditFacetsReplySchema>;
