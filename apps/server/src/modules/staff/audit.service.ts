import type { AuditEntry, AuditPageReply, AuditQuerySchema, StaffRole } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { auditFacets, auditOfRecord, auditPage } from './audit.repository.ts';
import { forbidden, roleAllowed } from './guard.ts';

/**
 * Who may read the history of which kind of record (besides admin, who reads all): the same
 * people who may open the record. A screen that adds an entity adds it here.
 */
export const AUDIT_ENTITY_READERS: Record<string, readonly StaffRole[]> = {
  staff: [],
  order: ['sales', 'warehouse'],
  customer: ['sales'],
  invoice: ['sales'],
  bank_statement: ['sales'],
  bank_entry: ['sales'],
  accounting_token: [],
  product: ['content'],
  category: ['content'],
  vendor: ['content'],
  price_group: ['sales'],
  coupon: ['sales'],
  blog_post: ['content'],
  text_page: ['content'],
  homepage: ['content'],
  menu: ['content'],
};

/** The roles that may call the record-history route at all (the entity decides the rest). */
export const AUDIT_RECORD_ROLES = [...new Set(Object.values(AUDIT_ENTITY_READERS).flat())] as StaffRole[];

export async function auditLogPage(shop: Shop, query: z.output<typeof AuditQuerySchema>): Promise<AuditPageReply> {
  const { sort, after, limit, ...filter } = query;
  const page = await auditPage(shop.db, filter, {
    newestFirst: sort === '-at',
    after: after === undefined ? undefined : Number(after),
    limit,
  });
  return { success: true, entries: page.entries, next: page.next === null ? null : String(page.next) };
}

/** The entries of one record for its detail page; an entity the role may not open is 403, an unknown one 404. */
export async function auditOfEntity(
  shop: Shop,
  request: FastifyRequest,
  entity: string,
  id: string,
): Promise<AuditEntry[]> {
  const staff = await request.requireStaff();
  const readers = AUDIT_ENTITY_READERS[entity];
  if (!readers) throw notFound();
  if (!roleAllowed(readers, staff.role)) throw forbidden();
  return auditOfRecord(shop.db, entity, id);
}

export async function auditLogFacets(shop: Shop) {
  return { success: true as const, ...(await auditFacets(shop.db)) };
}
