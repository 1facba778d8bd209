import { CustomersErrorCode, type DecisionActor, type RegistrationDecision } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import { newestAuditOfRecord } from '../staff/audit.repository.ts';
import { CLI, recordAudit } from '../staff/audit.ts';
import {
  approvePendingAccount,
  findAccountByEmail,
  findPriceGroup,
  findPriceGroupIdByName,
  findRegistration,
  type RegistrationRow,
  rejectPendingAccount,
  reopenRejectedAccount,
} from './account.repository.ts';
import { approvedMail, rejectedMail } from './account-mails.ts';
import { consumeToken, tokenOwner, usableTokenOwner, voidTokens } from './tokens.repository.ts';
import { hashToken } from './tokens.ts';

/** What approval needs; the CLI builds this without an HTTP app. */
export type AccountDeps = Pick<Shop, 'db' | 'config' | 'outbox'>;

/** New accounts start in this price group when it exists (looked up by name). */
export const DEFAULT_PRICE_GROUP = 'Štandard';

/**
 * The group an approval gives unless staff choose another: the registration's own (a new one
 * gets DEFAULT_PRICE_GROUP), or the default group when it has none. The back office's form
 * starts at it and the mail link's button approves in it, so both offer the same.
 */
export async function approvalGroupOf(db: DbOrTx, row: RegistrationRow): Promise<{ id: number; name: string } | null> {
  if (row.priceGroupId !== null) return { id: row.priceGroupId, name: row.priceGroupName ?? '' };
  const id = await findPriceGroupIdByName(db, DEFAULT_PRICE_GROUP);
  return id === null ? null : { id, name: DEFAULT_PRICE_GROUP };
}

/**
 * Approves a pending account inside the caller's transaction: the customer's mail is queued with
 * the change, and any approval link still out there stops working. False when the account was
 * not pending (decided already): nothing changes and no second mail goes out. `priceGroupId`
 * undefined keeps the group the registration got. Registration calls this directly for
 * REGISTRATION_APPROVAL=auto; every decision by a person goes through `decideRegistration`.
 */
export async function approveAccountInTx(
  deps: AccountDeps,
  tx: Tx,
  customerId: number,
  priceGroupId?: number | null,
): Promise<boolean> {
  const approved = await approvePendingAccount(tx, customerId, priceGroupId);
  if (!approved) return false;
  await voidTokens(tx, customerId, 'approve');
  await enqueueMail(tx, {
    ...approvedMail(approved.email, approved.companyName, `${deps.config.publicUrl}/login`),
    dedupeKey: `account-approved:${customerId}`,
  });
  return true;
}

/** Where a decision comes from: the back office (a signed-in staff member), the staff mail's link, or the command line. */
export type DecisionChannel =
  | { channel: 'back-office'; request: FastifyRequest }
  | { channel: 'mail-link'; request: FastifyRequest }
  | { channel: 'cli' };

/** `priceGroupId` undefined: the registration's group (`approvalGroupOf`); null: none (list prices). */
export type Decision = { kind: 'approve'; priceGroupId?: number | null } | { kind: 'reject'; reason: string };

export type DecisionResult = 'decided' | 'not-pending' | 'not-found';

const CHANNEL_NOTE: Record<DecisionChannel['channel'], string> = {
  'back-office': '',
  'mail-link': ' odkazom z e-mailu',
  cli: ' príkazom z príkazového riadka',
};

/** At most this much of a reason goes into the audit summary (the whole reason is in its changes). */
const SUMMARY_REASON = 200;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The one home of deciding a registration (docs/requirements/accounts.md §Approval): the back
 * office, the staff mail's approval page and the command line all come here. The row is locked,
 * so of two decisions at once the second finds it decided ('not-pending') and changes nothing.
 * Approving sets the price group (undefined: `approvalGroupOf`), voids the approval links and
 * queues the customer's mail; rejecting stores and mails the reason. Each decision writes its
 * audit entry in the same transaction: a staff member's, or with no staff member for the mail
 * link (the link is the actor: the entry keeps the caller's address and says "odkazom z e-mailu")
 * and the command line (no address).
 */
export async function decideRegistration(
  deps: AccountDeps,
  tx: Tx,
  customerId: number,
  decision: Decision,
  by: DecisionChannel,
): Promise<DecisionResult> {
  const before = await findRegistration(tx, customerId, { lock: true });
  if (!before) return 'not-found';
  if (before.status !== 'pending') return 'not-pending';
  const actor = by.channel === 'cli' ? CLI : by.request;
  const note = CHANNEL_NOTE[by.channel];
  const company = before.companyName;

  if (decision.kind === 'reject') {
    const rejected = await rejectPendingAccount(tx, customerId, decision.reason);
    if (!rejected) return 'not-pending';
    await voidTokens(tx, customerId, 'approve');
    await enqueueMail(tx, rejectedMail(rejected.email, rejected.companyName, decision.reason));
    await recordAudit(tx, actor, {
      action: 'customer.reject',
      entity: 'customer',
      entityId: customerId,
      summary: `Zamietol registráciu firmy ${company}${note}: ${clip(decision.reason, SUMMARY_REASON)}`,
      changes: { status: ['pending', 'rejected'], rejectionReason: [null, decision.reason] },
      ...(by.channel === 'back-office' ? {} : { staffId: null }),
    });
    return 'decided';
  }

  const groupId =
    decision.priceGroupId === undefined ? ((await approvalGroupOf(tx, before))?.id ?? null) : decision.priceGroupId;
  const group = groupId === null ? null : await findPriceGroup(tx, groupId);
  if (groupId !== null && !group) throw badRequest('priceGroupId', CustomersErrorCode.priceGroupUnknown);
  if (!(await approveAccountInTx(deps, tx, customerId, groupId))) return 'not-pending';
  const groupName = group?.name ?? null;
  await recordAudit(tx, actor, {
    action: 'customer.approve',
    entity: 'customer',
    entityId: customerId,
    summary: `Schválil registráciu firmy ${company}${note} (cenová skupina ${groupName ?? 'žiadna'})`,
    changes: {
      status: ['pending', 'approved'],
      ...(before.priceGroupName !== groupName ? { priceGroup: [before.priceGroupName, groupName] } : {}),
    },
    ...(by.channel === 'back-office' ? {} : { staffId: null }),
  });
  return 'decided';
}

/**
 * A rejected registration waits for a decision again (the address stays taken by the rejected
 * account, so this is how a company that was refused by mistake gets in). Nothing is mailed.
 */
export async function reopenRegistration(tx: Tx, request: FastifyRequest, customerId: number): Promise<DecisionResult> {
  const before = await findRegistration(tx, customerId, { lock: true });
  if (!before) return 'not-found';
  if (!(await reopenRejectedAccount(tx, customerId))) return 'not-pending';
  await recordAudit(tx, request, {
    action: 'customer.reopen',
    entity: 'customer',
    entityId: customerId,
    summary: `Znova otvoril zamietnutú registráciu firmy ${before.companyName}`,
    changes: { status: ['rejected', 'pending'], rejectionReason: [before.rejectionReason, null] },
  });
  return 'decided';
}

/** Who an audit entry names: a staff member, else the mail link (a request's address) or the command line (none). */
export function actorOf(entry: { staff: { name: string; email: string } | null; ip: string | null } | null) {
  if (!entry) return { kind: 'unknown' } as const satisfies DecisionActor;
  if (entry.staff) return { kind: 'staff', name: entry.staff.name, email: entry.staff.email } as const;
  return entry.ip === null ? ({ kind: 'cli' } as const) : ({ kind: 'mail-link' } as const);
}

/**
 * What was decided on a registration, when and by whom (null while it waits). Who comes from the
 * decision's audit entry; an account approved automatically or before decisions were audited has
 * none ('unknown'). A blocked account was approved before it was blocked.
 */
export async function registrationDecision(db: DbOrTx, row: RegistrationRow): Promise<RegistrationDecision | null> {
  if (row.status === 'pending') return null;
  const rejected = row.status === 'rejected';
  const at = rejected ? row.rejectedAt : row.approvedAt;
  const entry = await newestAuditOfRecord(db, 'customer', String(row.id), [
    rejected ? 'customer.reject' : 'customer.approve',
  ]);
  return {
    outcome: rejected ? 'rejected' : 'approved',
    at: at ? at.toISOString() : (entry?.at ?? row.createdAt.toISOString()),
    by: actorOf(entry && { staff: entry.staff, ip: entry.ip }),
    reason: rejected ? row.rejectionReason : null,
  };
}

/** What the approval link shows: the registration with a button, the decision made, or why there is neither. */
export type ApprovalPreview =
  | { state: 'pending'; registration: RegistrationRow; group: { id: number; name: string } | null }
  | { state: 'link-spent'; registration: RegistrationRow }
  | { state: 'decided'; registration: RegistrationRow; decision: RegistrationDecision }
  | { state: 'unknown' };

/**
 * Opening the staff's link (`GET /sign/approve/{token}`) only reads: mail gateways, link previews
 * and virus scanners open every link in a mail, so approving takes the page's button (a POST).
 * A registration decided meanwhile (here, in the back office or on the command line) shows that
 * decision; a link that can no longer approve a waiting registration (expired, or voided when it
 * was rejected and reopened) says so and leads to the back office.
 */
export async function previewApproval(deps: Pick<AccountDeps, 'db'>, token: string): Promise<ApprovalPreview> {
  const tokenHash = hashToken(token);
  const customerId = await tokenOwner(deps.db, 'approve', tokenHash);
  const registration = customerId === null ? null : await findRegistration(deps.db, customerId);
  if (!registration) return { state: 'unknown' };
  const decision = await registrationDecision(deps.db, registration);
  if (decision) return { state: 'decided', registration, decision };
  const usable = (await usableTokenOwner(deps.db, 'approve', tokenHash)) !== null;
  if (!usable) return { state: 'link-spent', registration };
  return { state: 'pending', registration, group: await approvalGroupOf(deps.db, registration) };
}

/**
 * The approval page's button (`POST /sign/approve/{token}`): uses the link up and approves in the
 * registration's group (`approvalGroupOf`), through `decideRegistration` like the back office. What the page
 * shows next is `previewApproval` again (approved now, or what was decided before).
 */
export async function approveByToken(deps: AccountDeps, request: FastifyRequest, token: string): Promise<boolean> {
  const decided = await deps.db.transaction(async (tx) => {
    const customerId = await consumeToken(tx, 'approve', hashToken(token));
    if (customerId === null) return false;
    const result = await decideRegistration(
      deps,
      tx,
      customerId,
      { kind: 'approve' },
      { channel: 'mail-link', request },
    );
    return result === 'decided';
  });
  if (decided) await deps.outbox.flush();
  return decided;
}

export type EmailApproval = 'approved' | 'already-approved' | 'not-pending' | 'not-found';

/** `npm run shop -- approve <email>`: the same approval, by address. */
export async function approveByEmail(deps: AccountDeps, email: string): Promise<EmailApproval> {
  const result = await deps.db.transaction(async (tx): Promise<EmailApproval> => {
    const account = await findAccountByEmail(tx, email.trim());
    if (!account) return 'not-found';
    const decided = await decideRegistration(deps, tx, account.id, { kind: 'approve' }, { channel: 'cli' });
    if (decided === 'decided') return 'approved';
    return account.status === 'approved' ? 'already-approved' : 'not-pending';
  });
  if (result === 'approved') await deps.outbox.flush();
  return result;
}
