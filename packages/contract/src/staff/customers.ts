import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { STAFF_PAGE_SIZE } from './constants.ts';

/**
 * The back office's customers: the approval queue, the customer list and a customer's page
 * (docs/requirements/accounts.md §Approval, §Blocking). Routes under /admin/v1/staff/customers,
 * for sales and admin.
 */

/** A company account's states; only `approved` may sign in. */
export const CUSTOMER_STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CustomerStatusSchema = z.enum(CUSTOMER_STATUSES);

/** A rejection or block reason: mailed (rejection) and shown to staff; a few sentences at most. */
export const CUSTOMER_REASON_MAX = 1000;
/** How many of a customer's orders their page lists (newest first). */
export const CUSTOMER_ORDERS_SHOWN = 20;
/** How many of a customer's invoices their page lists (newest first); the balance counts all of them. */
export const CUSTOMER_INVOICES_SHOWN = 50;

/** The customers screens' error codes; the Slovak texts are in apps/staff/src/i18n/sk.json. */
export const CustomersErrorCode = {
  /** The registration was approved or rejected meanwhile (by someone else, or by the mail link). */
  alreadyDecided: 'customers.already-decided',
  /** The account is no longer in the state the action needs (block an approved one, unblock a blocked one, reopen a rejected one). */
  stateChanged: 'customers.state-changed',
  priceGroupUnknown: 'customers.price-group-unknown',
} as const;

const id = z.number().int();
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
/** ISO time. */
const time = z.string();

export const CustomerIdParamsSchema = z.object({ id: idParam });

export const PriceGroupSchema = z.object({ id, name: z.string(), defaultDiscountBp: z.number().int() });
export type PriceGroup = z.infer<typeof PriceGroupSchema>;
const PriceGroupRefSchema = z.object({ id, name: z.string() });

/** Every price group, and the one a new registration gets (the approval form's default). */
export const PriceGroupsReplySchema = ok({ priceGroups: z.array(PriceGroupSchema), defaultId: id.nullable() });
export type PriceGroupsReply = z.infer<typeof PriceGroupsReplySchema>;

/**
 * Who made a decision: a staff member in the back office, the staff mail's approval link (no
 * person is signed in there), the command line, or nobody on record (an account approved
 * automatically or before decisions were audited).
 */
export const DecisionActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), name: z.string(), email: z.string() }),
  z.object({ kind: z.literal('mail-link') }),
  z.object({ kind: z.literal('cli') }),
  z.object({ kind: z.literal('unknown') }),
]);
export type DecisionActor = z.infer<typeof DecisionActorSchema>;

/** What was decided on a registration, when and by whom. */
export const RegistrationDecisionSchema = z.object({
  outcome: z.enum(['approved', 'rejected']),
  at: time,
  by: DecisionActorSchema,
  /** The rejection's reason (as mailed); null for an approval. */
  reason: z.string().nullable(),
});
export type RegistrationDecision = z.infer<typeof RegistrationDecisionSchema>;

/** A registration as staff decide on it: the company data the form took. */
export const RegistrationSchema = z.object({
  id,
  status: CustomerStatusSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  companyName: z.string(),
  /** IČO */
  companyId: z.string(),
  /** DIČ */
  vatRegistrationId: z.string(),
  /** IČ DPH */
  extVatRegistrationId: z.string(),
  /** The group it has now (a new registration gets the default one). */
  priceGroup: PriceGroupRefSchema.nullable(),
  createdAt: time,
});
export type Registration = z.infer<typeof RegistrationSchema>;

/** An opaque keyset cursor (the `next` of the previous page). */
const CursorSchema = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, 'a cursor from `next`');
const limit = z.coerce.number().int().min(1).max(200).default(STAFF_PAGE_SIZE);

/** The queue: pending registrations, oldest first unless asked otherwise. */
export const RegistrationsQuerySchema = z.object({
  sort: z.enum(['createdAt', '-createdAt']).default('createdAt'),
  after: CursorSchema.optional(),
  limit,
});
export type RegistrationsQuery = z.input<typeof RegistrationsQuerySchema>;

export const RegistrationsReplySchema = ok({
  registrations: z.array(RegistrationSchema),
  /** How many wait in all. */
  total: z.number().int(),
  next: z.string().nullable(),
});
export type RegistrationsReply = z.infer<typeof RegistrationsReplySchema>;

/** One registration, pending or decided (then with what was decided). */
export const RegistrationReplySchema = ok({
  registration: RegistrationSchema,
  decision: RegistrationDecisionSchema.nullable(),
});
export type RegistrationReply = z.infer<typeof RegistrationReplySchema>;

/** Approve with a price group (null: none, list prices). */
export const ApproveRegistrationBodySchema = z.object({ priceGroupId: z.number().int().min(1).nullable() });
export type ApproveRegistrationBody = z.infer<typeof ApproveRegistrationBodySchema>;

const reason = dbText({ multiline: true }).trim().min(1).max(CUSTOMER_REASON_MAX);

/** Reject with a reason; the registrant gets it by mail. */
export const RejectRegistrationBodySchema = z.object({ reason });
export type RejectRegistrationBody = z.infer<typeof RejectRegistrationBodySchema>;

/** The customer list's filters, sort and keyset page (all in its URL). */
export const CustomersQuerySchema = z.object({
  /** Company, IČO or e-mail, any case, with or without diacritics. */
  q: dbText().trim().max(100).optional(),
  status: CustomerStatusSchema.optional(),
  /** A price group's id, or `none` for customers without one. */
  priceGroup: z
    .string()
    .regex(/^(?:[1-9]\d{0,8}|none)$/, 'a price group id or none')
    .optional(),
  sort: z.enum(['company', '-company', 'createdAt', '-createdAt']).default('company'),
  after: CursorSchema.optional(),
  limit,
});
export type CustomersQuery = z.input<typeof CustomersQuerySchema>;

export const CustomerListItemSchema = z.object({
  id,
  companyName: z.string(),
  companyId: z.string(),
  email: z.string(),
  status: CustomerStatusSchema,
  priceGroup: PriceGroupRefSchema.nullable(),
  createdAt: time,
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;

/** Counting stops here: a larger total reads "10 000+". */
export const CUSTOMERS_COUNT_CAP = 10_000;

export const CustomersReplySchema = ok({
  customers: z.array(CustomerListItemSchema),
  /** Matching customers, at most CUSTOMERS_COUNT_CAP (then `totalCapped`). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  next: z.string().nullable(),
});
export type CustomersReply = z.infer<typeof CustomersReplySchema>;

/**
 * The people who sign in for the company. Today one company account is one login, so this
 * holds one entry; more users per company come later.
 */
export const CustomerUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The newest sign-in among the open sessions (older ones are not kept). */
  lastSignInAt: time.nullable(),
  /** The last request of any open session. */
  lastSeenAt: time.nullable(),
  openSessions: z.number().int(),
});

export const CustomerOrderSchema = z.object({
  id,
  number: z.string(),
  createdAt: time,
  status: z.string(),
  totalIncVatCents: z.number().int(),
});

export const CustomerInvoiceSchema = z.object({
  id,
  number: z.string(),
  issuedAt: time,
  dueAt: time,
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** What is left to pay (total − paid). */
  balanceCents: z.number().int(),
  overdue: z.boolean(),
});

export const CustomerDetailSchema = RegistrationSchema.extend({
  displayName: z.string(),
  approvedAt: time.nullable(),
  rejectedAt: time.nullable(),
  rejectionReason: z.string().nullable(),
  blockedAt: time.nullable(),
  blockedReason: z.string().nullable(),
  /** Who blocked the account (while it is blocked). */
  blockedBy: DecisionActorSchema.nullable(),
  decision: RegistrationDecisionSchema.nullable(),
  users: z.array(CustomerUserSchema),
  orders: z.array(CustomerOrderSchema),
  /** All the customer's orders (the list shows the newest CUSTOMER_ORDERS_SHOWN). */
  ordersCount: z.number().int(),
  invoices: z.array(CustomerInvoiceSchema),
  invoicesCount: z.number().int(),
  /** Unpaid invoice amounts, and the part of it past its due date. */
  balance: z.object({ dueCents: z.number().int(), overdueCents: z.number().int() }),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const CustomerReplySchema = ok({ customer: CustomerDetailSchema });
export type CustomerReply = z.infer<typeof CustomerReplySchema>;

/**
 * A new price group, with the one the form was showing (`expected`): when someone changed it
 * meanwhile the change is refused (409) rather than overwriting theirs unseen.
 */
export const CustomerPriceGroupBodySchema = z.object({
  priceGroupId: z.number().int().min(1).nullable(),
  expected: z.number().int().min(1).nullable(),
});
export type CustomerPriceGroupBody = z.infer<typeof CustomerPriceGroupBodySchema>;

/** Block: every session of the account ends at once and it cannot sign in until unblocked. */
export const BlockCustomerBodySchema = z.object({ reason });
export type BlockCustomerBody = z.infer<typeof BlockCustomerBodySchema>;

/** Unblock, with an optional note for the record. */
export const UnblockCustomerBodySchema = z.object({
  reason: dbText({ multiline: true }).trim().max(CUSTOMER_REASON_MAX).default(''),
});
export type UnblockCustomerBody = z.input<typeof UnblockCustomerBodySchema>;
