import {
  StaffErrorCode,
  type StaffLinkReply,
  type StaffRole,
  type StaffUser,
  type StaffUserCreateBody,
  StaffUserCreateBodySchema,
  type StaffUserUpdateBody,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { newToken } from '../auth/tokens.ts';
import { CLI, diffChanges, recordAudit } from './audit.ts';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  insertStaffToken,
  listStaff,
  lockActiveAdmins,
  type StaffRow,
  toStaffUser,
  updateStaff,
} from './staff.repository.ts';
import { deleteSessionsOfStaff } from './staff-session.repository.ts';

/** A set-password link works for a day: long enough to reach the person, short enough to go stale. */
export const SET_PASSWORD_LINK_TTL_MS = 24 * 3600 * 1000;

/** What staff management needs (the CLI has no Shop: it passes its database and config). */
export type StaffDeps = Pick<Shop, 'db' | 'config'>;
type Actor = FastifyRequest | typeof CLI;

export const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'administrátor',
  sales: 'obchod',
  warehouse: 'sklad',
  content: 'obsah',
};

const label = (row: Pick<StaffRow, 'email' | 'name'>) => (row.name ? `${row.name} (${row.email})` : row.email);

/** A new one-time link (older unused ones die with it); only its hash is stored. */
async function issueLink(deps: StaffDeps, tx: DbOrTx, staffId: number) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_TTL_MS);
  await insertStaffToken(tx, staffId, 'set-password', hash, expiresAt);
  return { link: `${deps.config.publicUrl}/staff/set-password/${token}`, expiresAt: expiresAt.toISOString() };
}

export async function listStaffUsers(deps: StaffDeps): Promise<StaffUser[]> {
  return (await listStaff(deps.db)).map(toStaffUser);
}

/** Adds a person (no password yet) and returns their one-time link, shown once. */
export async function addStaffUser(deps: StaffDeps, by: Actor, input: StaffUserCreateBody): Promise<StaffLinkReply> {
  const body = StaffUserCreateBodySchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const row = await insertStaff(tx, { email: body.email, name: body.name, role: body.role });
    if (!row) throw badRequest('email', StaffErrorCode.emailExists);
    const link = await issueLink(deps, tx, row.id);
    await recordAudit(tx, by, {
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      summary: `Pridal zamestnanca ${label(row)} s rolou ${ROLE_NAMES[body.role]}`,
      changes: { email: [null, row.email], name: [null, row.name], role: [null, row.role] },
    });
    return { success: true as const, user: toStaffUser(row), ...link };
  });
}

/**
 * Changes name, role or whether the person may work here. Deactivating ends their sessions at
 * once. There is always at least one active admin: the active admins are locked while the
 * change is checked, so two admins demoting each other at the same time cannot both succeed.
 * An admin cannot demote or deactivate themselves (they would lock themselves out mid-work).
 */
export async function updateStaffUser(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: StaffUserUpdateBody,
): Promise<StaffUser> {
  const me = await request.requireStaff();
  return shop.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const before = await findStaffById(tx, id);
    if (!before) throw notFound();
    const losesAdmin =
      before.role === 'admin' &&
      before.active &&
      (body.active === false || (body.role !== undefined && body.role !== 'admin'));
    if (losesAdmin && id === me.staffId)
      throw badRequest(body.active === false ? 'active' : 'role', StaffErrorCode.ownAccount);
    if (losesAdmin && admins.filter((a) => a !== id).length === 0) {
      throw new HttpError(409, [{ code: StaffErrorCode.lastAdmin, key: body.active === false ? 'active' : 'role' }]);
    }
    const changes = diffChanges(before, body, ['name', 'role', 'active']);
    const after = Object.keys(changes).length ? await updateStaff(tx, id, body) : before;
    if (!after) throw notFound();
    if (before.active && !after.active) await deleteSessionsOfStaff(tx, id);
    await recordAudit(tx, request, {
      action: 'staff.update',
      entity: 'staff',
      entityId: id,
      summary: updateSummary(before, after),
      changes,
    });
    return toStaffUser(after);
  });
}

function updateSummary(before: StaffRow, after: StaffRow): string {
  const who = label(after);
  if (before.active && !after.active) return `Deaktivoval zamestnanca ${who}`;
  if (!before.active && after.active) return `Znova aktivoval zamestnanca ${who}`;
  if (before.role !== after.role) return `Zmenil rolu zamestnanca ${who} na ${ROLE_NAMES[after.role as StaffRole]}`;
  if (before.name !== after.name) return `Premenoval zamestnanca ${who}`;
  return `Uložil zamestnanca ${who} bez zmeny`;
}

/**
 * A new access for someone who lost it: a new one-time link (older ones die), the password and
 * the second factor are cleared and every session ends, so they set both afresh.
 */
export async function resetStaffAccess(deps: StaffDeps, by: Actor, id: number): Promise<StaffLinkReply> {
  return deps.db.transaction(async (tx) => {
    const before = await findStaffById(tx, id);
    if (!before) throw notFound();
    const after = await updateStaff(tx, id, { passwordHash: null, totpSecret: null, totpPendingSecret: null });
    if (!after) throw notFound();
    await deleteSessionsOfStaff(tx, id);
    const link = await issueLink(deps, tx, id);
    await recordAudit(tx, by, {
      action: 'staff.reset',
      entity: 'staff',
      entityId: id,
      summary: `Obnovil prístup zamestnanca ${label(before)} (nový odkaz na nastavenie hesla)`,
      changes: {
        passwordSet: [before.passwordHash !== null, false],
        totpEnabled: [before.totpSecret !== null, false],
      },
    });
    return { success: true as const, user: toStaffUser(after), ...link };
  });
}

/** `npm run shop -- staff reset <email>`: the same as the admin's reset, found by address. */
export async function resetStaffAccessByEmail(deps: StaffDeps, email: string): Promise<StaffLinkReply> {
  const row = await findStaffByEmail(deps.db, email);
  if (!row) throw new Error(`No staff member with the e-mail ${email}`);
  return resetStaffAccess(deps, CLI, row.id);
}
