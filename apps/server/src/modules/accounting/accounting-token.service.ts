import { createHash, randomBytes } from 'node:crypto';
import {
  type AccountingOrdersReply,
  type AccountingTokenStatusReply,
  ErrorCode,
  type RotateAccountingTokenReply,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { recordAudit } from '../staff/audit.ts';
import { activeTokenInfo, findActiveToken, ordersAfter, replaceToken } from './accounting.repository.ts';

/**
 * The accounting system's access (docs/decisions/014-bank-statements-and-accounting.md §Polling):
 * one bearer token at a time, made by an admin and shown once; the database keeps its SHA-256
 * only (a random 256-bit token needs no slow hash: nobody can guess it, and a leaked table gives
 * nothing to replay).
 */

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const TOKEN_SHAPE = /^acct_[A-Za-z0-9_-]{43}$/;

export async function tokenStatus(shop: Shop): Promise<AccountingTokenStatusReply> {
  const info = await activeTokenInfo(shop.db);
  return {
    success: true,
    token: info
      ? { createdAt: info.createdAt.toISOString(), createdBy: info.staffName || info.staffEmail || null }
      : null,
  };
}

/** A new token; every older one stops working in the same transaction. */
export async function rotateToken(shop: Shop, request: FastifyRequest): Promise<RotateAccountingTokenReply> {
  const staff = await request.requireStaff();
  const token = `acct_${randomBytes(32).toString('base64url')}`;
  const row = await shop.db.transaction(async (tx) => {
    const { token: stored, revoked } = await replaceToken(tx, hashToken(token), staff.staffId);
    await recordAudit(tx, request, {
      action: 'accounting.token',
      entity: 'accounting_token',
      entityId: stored.id,
      summary:
        revoked > 0
          ? 'Vymenil prístupový token účtovníctva (starý prestal platiť)'
          : 'Vytvoril prístupový token účtovníctva',
    });
    return stored;
  });
  return { success: true, token, createdAt: row.createdAt.toISOString() };
}

/** 401 with the envelope alone and the Bearer challenge (RFC 6750). */
const unauthorized = () =>
  new HttpError(401, [{ code: ErrorCode.notLoggedIn }], {
    'www-authenticate': 'Bearer realm="accounting"',
  });

/** Checks `Authorization: Bearer <token>` against the token in force. */
export async function requireAccountingToken(shop: Shop, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/i.exec(header);
  const token = match?.[1] ?? '';
  if (!TOKEN_SHAPE.test(token)) throw unauthorized();
  if (!(await findActiveToken(shop.db, hashToken(token)))) throw unauthorized();
}

/** Orders after the mark (an order id), oldest first; `next` is the mark to send next time. */
export async function accountingOrders(shop: Shop, since: number, limit: number): Promise<AccountingOrdersReply> {
  const rows = await ordersAfter(shop.db, since, limit);
  return {
    success: true,
    orders: rows.map((o) => ({
      id: o.id,
      number: o.number,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      customer: {
        companyName: o.company.companyName,
        companyId: o.company.companyId,
        vatRegistrationId: o.company.vatRegistrationId,
      },
      totalExcVatCents: o.totalExcVatCents,
      totalVatCents: o.totalVatCents,
      totalIncVatCents: o.totalIncVatCents,
      lines: o.lines.map((l) => ({
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unitPriceExcVatCents: l.unitPriceExcVatCents,
        vatRate: l.vatRate,
        totalExcVatCents: l.lineTotalExcVatCents,
      })),
    })),
    next: String(rows.at(-1)?.id ?? since),
  };
}
