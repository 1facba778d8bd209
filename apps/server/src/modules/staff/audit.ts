import { type AuditChanges, ErrorCode } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { insertAudit } from './audit.repository.ts';

/** One staff write, as the log and the record's history show it. */
export interface AuditInput {
  /** What was done, `<entity>.<verb>`: `staff.create`, `order.status`. */
  action: string;
  /** The kind of record: `staff`, `order`, `customer`, `invoice`. */
  entity: string;
  /** The record's id (as text: order numbers, ids); null when there is no single record. */
  entityId: string | number | null;
  /** One short Slovak sentence: „Zmenil stav objednávky 2026000123 na Odoslaná“. */
  summary: string;
  /** `{ field: [before, after] }`; `diffChanges` builds it. */
  changes?: AuditChanges;
  /** Who did it, when the request has no signed-in staff member (sign-in, set-password). */
  staffId?: number | null;
}

/** The command line (`npm run shop -- staff …`): no person, no address. */
export const CLI = 'cli' as const;

const audited = new WeakSet<FastifyRequest>();

/**
 * Writes an audit entry — call it with the transaction that makes the change, so the change and
 * its entry commit or roll back together. From a request, the entry names the staff member the
 * guard let through (or `staffId`) and the caller's address, and marks the request as audited
 * (see `registerAuditCheck`).
 */
export async function recordAudit(db: DbOrTx, by: FastifyRequest | typeof CLI, entry: AuditInput): Promise<void> {
  const fromRequest = by !== CLI;
  await insertAudit(db, {
    staffId: entry.staffId !== undefined ? entry.staffId : fromRequest ? (by.staffMember?.staffId ?? null) : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary,
    changes: entry.changes ?? {},
    ip: fromRequest ? by.ip : null,
  });
  if (fromRequest) audited.add(by);
}

/**
 * The fields that differ between two versions of a record, as `{ field: [before, after] }`
 * (compared as JSON, so dates and nested values compare by content).
 */
export function diffChanges<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = [before[field], after[field]];
  }
  return changes;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Nothing a staff member does is silent: a successful state-changing staff call that wrote no
 * audit entry is logged as an error, and with `strict` (config.strictAudit, on in the tests) it
 * answers 500 instead, so a write that forgets its entry fails every test that makes it.
 */
export function registerAuditCheck(app: FastifyInstance, strict: boolean) {
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (config?.staff === undefined || config.writesNothing || SAFE_METHODS.has(request.method)) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || audited.has(request)) return payload;
    request.log.error(
      { method: request.method, route: request.routeOptions.url },
      'staff write without an audit entry (modules/staff/audit.ts)',
    );
    if (!strict) return payload;
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ success: false, error: [{ code: ErrorCode.internal }] });
  });
}
