import type { AuditChanges, AuditEntry } from '@shop/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { auditLog, staffUsers } from '../../db/schema/index.ts';

export interface AuditRow {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  changes: AuditChanges;
  ip: string | null;
}

export async function insertAudit(db: DbOrTx, row: AuditRow) {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  staff?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Slovak calendar days (YYYY-MM-DD), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The start of a Slovak calendar day as a point in time (the log is filtered by days people mean). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Bratislava')`;

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  staffId: auditLog.staffId,
  staffName: staffUsers.name,
  staffEmail: staffUsers.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  summary: auditLog.summary,
  changes: auditLog.changes,
  ip: auditLog.ip,
};

type EntryRow = {
  id: number;
  at: Date;
  staffId: number | null;
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  changes: unknown;
  ip: string | null;
};

const toEntry = (r: EntryRow): AuditEntry => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  staff: r.staffId === null ? null : { id: r.staffId, name: r.staffName ?? '', email: r.staffEmail ?? '' },
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  summary: r.summary,
  changes: (r.changes ?? {}) as AuditChanges,
  ip: r.ip,
});

/**
 * One keyset page of the log: newest first (or oldest first), `after` the id the previous page
 * ended with. Ids grow with time, so the id is the sort key and the cursor at once; one more row
 * than asked for tells whether a next page exists.
 */
export async function auditPage(
  db: DbOrTx,
  filter: AuditFilter,
  page: { newestFirst: boolean; after?: number | undefined; limit: number },
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const conditions: SQL[] = [];
  if (filter.staff !== undefined) conditions.push(eq(auditLog.staffId, filter.staff));
  if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, sql`${dayStart(filter.to)} + interval '1 day'`));
  if (page.after !== undefined) {
    conditions.push(page.newestFirst ? lt(auditLog.id, page.after) : gt(auditLog.id, page.after));
  }
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(...conditions))
    .orderBy(page.newestFirst ? desc(auditLog.id) : asc(auditLog.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map(toEntry);
  return { entries, next: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null };
}

/** The entries of one record, newest first (a record's history is short; capped all the same). */
export async function auditOfRecord(db: DbOrTx, entity: string, entityId: string, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** The newest entry of a record among some actions (e.g. who approved a registration), or null. */
export async function newestAuditOfRecord(
  db: DbOrTx,
  entity: string,
  entityId: string,
  actions: readonly string[],
): Promise<AuditEntry | null> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), inArray(auditLog.action, [...actions])))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows[0] ? toEntry(rows[0]) : null;
}

/** The newest entry of a record (e.g. "who changed this order last" for a 409). */
export async function lastAuditOfRecord(db: DbOrTx, entity: string, entityId: string): Promise<AuditEntry | null> {
  return (await auditOfRecord(db, entity, entityId, 1))[0] ?? null;
}

/**
 * The distinct values of an indexed column without reading the whole log: a "loose index scan"
 * (each step jumps to the next larger value through the index), so it stays fast at millions of rows.
 */
async function distinctValues(db: DbOrTx, column: 'entity' | 'action'): Promise<string[]> {
  const col = sql.identifier(column);
  const rows = await query<{ v: string | null }>(
    db,
    sql`with recursive t(v) as (
      (select ${col} from audit_log order by ${col} limit 1)
      union all
      select (select ${col} from audit_log where ${col} > t.v order by ${col} limit 1) from t where t.v is not null
    ) select v from t where v is not null`,
  );
  return rows.map((r) => String(r.v));
}

/** The choices of the log page's filters. */
export async function auditFacets(db: DbOrTx) {
  const staff = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return { staff, entities: await distinctValues(db, 'entity'), actions: await distinctValues(db, 'action') };
}
