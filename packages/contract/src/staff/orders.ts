import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { STAFF_PAGE_SIZE } from './constants.ts';

// ---------------------------------------------------------------- carriers

/**
 * The carriers an order can be shipped with, and how each one's tracking page is reached from a
 * parcel number (the one home of these addresses: the shipped mail, the order's page and the
 * staff app's select all use this list). A number is checked against its carrier's pattern
 * before it is stored; the URL is built only from a checked number.
 */
export const CARRIERS = [
  {
    id: 'sps',
    name: 'SPS (Slovak Parcel Service)',
    // 703-030-28751101: country, depot and parcel, with or without dashes.
    pattern: /^(\d{3})-?(\d{3})-?(\d{8})$/,
    url: (m: RegExpMatchArray) =>
      `https://t-t.sps-sro.sk/result.php?cmd=SDG_SEARCH&sprache=SK&sdg_landnr=${m[1]}&sdg_mandnr=${m[2]}&sdg_lfdnr=${m[3]}`,
  },
  {
    id: 'dpd',
    name: 'DPD',
    pattern: /^\d{14}$/,
    url: (m: RegExpMatchArray) => `https://tracking.dpd.de/status/sk_SK/parcel/${m[0]}`,
  },
  {
    id: 'gls',
    name: 'GLS',
    pattern: /^[0-9A-Z]{8,20}$/,
    url: (m: RegExpMatchArray) => `https://gls-group.com/SK/sk/sledovanie-zasielok?match=${m[0]}`,
  },
  {
    id: 'posta',
    name: 'Slovenská pošta',
    // CP123456789SK and the longer numbers of parcels sent from abroad.
    pattern: /^[0-9A-Z]{8,20}$/,
    url: (m: RegExpMatchArray) => `https://tandt.posta.sk/zasielky/${m[0]}`,
  },
  {
    id: 'packeta',
    name: 'Packeta',
    pattern: /^Z?\d{10}$/,
    url: (m: RegExpMatchArray) => `https://tracking.packeta.com/sk/?id=${m[0]}`,
  },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];
export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]];

/** A parcel number as people type it: spaces dropped, letters upper-case. */
export const normalizeTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

const carrierOf = (id: string) => CARRIERS.find((c) => c.id === id);

/** The carrier's tracking page for a parcel number, or null for an unknown carrier or a number not of its form. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const found = carrierOf(carrier);
  const match = found ? normalizeTrackingNumber(trackingNumber).match(found.pattern) : null;
  return found && match ? found.url(match) : null;
}

export const carrierName = (carrier: string) => carrierOf(carrier)?.name ?? carrier;

// ---------------------------------------------------------------- list

export const ORDER_PAYMENT_STATES = ['none', 'unpaid', 'partly', 'paid', 'overdue'] as const;
/** The payment state of an order's invoice: none issued, unpaid, partly paid, paid, or past due and not paid in full. */
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export const ORDER_LIST_SORTS = ['created', 'number', 'total', 'company'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
const SORT_PARAMS = ORDER_LIST_SORTS.flatMap((s) => [s, `-${s}`] as const);

/** A count is exact up to this many orders, then shown as "10 000+" (counting further costs more than it tells). */
export const ORDER_COUNT_CAP = 10_000;

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** `a,b,c` in the URL → a list of allowed values (empty parts are ignored). */
const commaList = <T extends z.ZodType>(item: T, max = 20) =>
  z
    .string()
    .max(max * 12)
    .transform((text) => text.split(',').filter((part) => part.trim() !== ''))
    // Each part is a string here; the item schema (an enum, an id) checks and converts it.
    .pipe(
      z
        .array(item as unknown as z.ZodType<z.output<T>, string>)
        .min(1)
        .max(max),
    );

/** The staff order list's filters, sort and keyset page; every one of them lives in the app's URL. */
export const StaffOrderListQuerySchema = z.object({
  /** Several statuses: `new,processing`. */
  status: commaList(z.enum(ORDER_STATUSES)).optional(),
  /** Slovak calendar days of the order, both inclusive. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  /** The payment state of the order's invoice (several). Not for the warehouse (no money figures). */
  payment: commaList(z.enum(ORDER_PAYMENT_STATES)).optional(),
  /** Shipping method ids (several), from the facets. */
  shipping: commaList(id).optional(),
  customer: id.optional(),
  /** An order number's beginning, or a part of the company's name (case and diacritics ignored). */
  q: dbText().trim().min(1).max(100).optional(),
  sort: z.enum(SORT_PARAMS as [string, ...string[]]).default('-created'),
  /** The cursor of the next page (the previous reply's `next`). */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,1000}$/, 'a cursor from `next`')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
});
export type StaffOrderListQuery = z.input<typeof StaffOrderListQuerySchema>;

export const StaffOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** ISO time. */
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerId: z.number().int(),
  /** As on the order (the company's name when it was placed). */
  companyName: z.string(),
  shippingName: z.string(),
  pickUp: z.boolean(),
  paymentName: z.string(),
  /** Null for the warehouse, which sees no money figures. */
  totalIncVatCents: z.number().int().nullable(),
  paymentState: z.enum(ORDER_PAYMENT_STATES).nullable(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderListReplySchema = ok({
  orders: z.array(StaffOrderRowSchema),
  next: z.string().nullable(),
  /** How many orders match: exact up to ORDER_COUNT_CAP, else `capped` (at least that many). */
  count: z.object({ value: z.number().int(), capped: z.boolean() }),
});
export type StaffOrderListReply = z.infer<typeof StaffOrderListReplySchema>;

export const StaffOrderFacetsReplySchema = ok({
  shippingMethods: z.array(z.object({ id: z.number().int(), name: z.string(), pickUp: z.boolean() })),
});
export type StaffOrderFacetsReply = z.infer<typeof StaffOrderFacetsReplySchema>;

// ---------------------------------------------------------------- detail

export const StaffOrderParamsSchema = z.object({ id });

const AddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string().optional(),
});

export const StaffOrderLineSchema = z.object({
  /** Null when the product has since been deleted. */
  productId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  /** Prices as charged; null for the warehouse. */
  prices: z
    .object({
      basePriceCents: z.number().int(),
      discountBp: z.number().int(),
      unitPriceExcVatCents: z.number().int(),
      vatRate: z.number().int(),
      lineTotalExcVatCents: z.number().int(),
    })
    .nullable(),
});
export type StaffOrderLine = z.infer<typeof StaffOrderLineSchema>;

/** The totals as stored with the order, and the discount and VAT rows derived from them. */
export const StaffOrderMoneySchema = z.object({
  couponCode: z.string().nullable(),
  productsExcVatCents: z.number().int(),
  discountExcVatCents: z.number().int(),
  discountVatCents: z.number().int(),
  shippingExcVatCents: z.number().int(),
  shippingVatRate: z.number().int(),
  paymentExcVatCents: z.number().int(),
  paymentVatRate: z.number().int(),
  totalExcVatCents: z.number().int(),
  vatBreakdown: z.array(
    z.object({ vatRate: z.number().int(), taxableCents: z.number().int(), vatCents: z.number().int() }),
  ),
  totalVatCents: z.number().int(),
  totalIncVatCents: z.number().int(),
});
export type StaffOrderMoney = z.infer<typeof StaffOrderMoneySchema>;

export const StaffOrderMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** ISO times: queued, and sent (null while waiting or after it failed). */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** sent; pending (waiting or being retried); failed (gave up after the outbox's attempts). */
  state: z.enum(['sent', 'pending', 'failed']),
});
export type StaffOrderMail = z.infer<typeof StaffOrderMailSchema>;

export const StaffOrderDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Every change names this version; one made on an older version is refused (409 orders.stale). */
  version: z.number().int(),
  kind: z.enum(['pickup', 'delivery']),
  /** The statuses this staff member may move the order to now (the server's transition table decides). */
  moves: z.array(z.enum(ORDER_STATUSES)),
  lines: z.array(StaffOrderLineSchema),
  /** Null for the warehouse. */
  money: StaffOrderMoneySchema.nullable(),
  company: z.object({
    companyName: z.string(),
    companyId: z.string(),
    vatRegistrationId: z.string(),
    extVatRegistrationId: z.string(),
  }),
  invoiceAddress: AddressSchema,
  deliveryAddress: AddressSchema,
  delivery: z.object({
    shippingName: z.string(),
    pickUp: z.boolean(),
    /** The warehouse of a pick-up order: its name and address lines (opening hours included). */
    salePoint: z.object({ name: z.string(), lines: z.array(z.string()) }).nullable(),
    packetaPoint: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
    carrier: z.object({ id: z.string(), name: z.string() }).nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  }),
  payment: z.object({
    name: z.string(),
    kind: z.string(),
    /** The order's invoice; null when none was issued, and always for the warehouse. */
    invoice: z
      .object({
        id: z.number().int(),
        number: z.string(),
        issuedAt: z.string(),
        dueAt: z.string(),
        totalCents: z.number().int(),
        paidCents: z.number().int(),
        state: z.enum(ORDER_PAYMENT_STATES),
      })
      .nullable(),
  }),
  note: z.string(),
  cancelReason: z.string().nullable(),
  customer: z.object({
    id: z.number().int(),
    companyName: z.string(),
    email: z.string(),
    /** The customer's price group; null without one, and always for the warehouse. */
    priceGroup: z.string().nullable(),
    ordersCount: z.number().int(),
    /** Null for the warehouse. */
    ordersTotalIncVatCents: z.number().int().nullable(),
    recentOrders: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        createdAt: z.string(),
        status: z.enum(ORDER_STATUSES),
        totalIncVatCents: z.number().int().nullable(),
      }),
    ),
  }),
  mails: z.array(StaffOrderMailSchema),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

export const StaffOrderDetailReplySchema = ok({ order: StaffOrderDetailSchema });
export type StaffOrderDetailReply = z.infer<typeof StaffOrderDetailReplySchema>;

// ---------------------------------------------------------------- status changes

export const CANCEL_REASON_MAX = 500;

/**
 * A status change, made on the order's `version`. Shipped needs the carrier and its parcel
 * number; cancelled needs a reason (mailed to the customer). Which moves are allowed is the
 * server's transition table's decision (409 `status` otherwise).
 */
export const StaffOrderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    version: z.number().int().min(0).max(2_147_483_647),
    carrier: z.enum(CARRIER_IDS).optional(),
    trackingNumber: dbText().trim().max(40).optional(),
    reason: dbText({ multiline: true }).trim().max(CANCEL_REASON_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'shipped') {
      if (!body.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'the carrier is required' });
      if (!body.trackingNumber) {
        ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'the tracking number is required' });
      } else if (body.carrier && trackingUrl(body.carrier, body.trackingNumber) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: "not a parcel number of this carrier's form",
        });
      }
    }
    if (body.status === 'cancelled' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'the reason is required' });
    }
  });
export type StaffOrderStatusBody = z.input<typeof StaffOrderStatusBodySchema>;

export const StaffOrderStatusReplySchema = ok({ order: StaffOrderDetailSchema });
export type StaffOrderStatusReply = z.infer<typeof StaffOrderStatusReplySchema>;

// ---------------------------------------------------------------- documents

/** The picking list's orders: `ids=1,2,3` (1–100 orders). */
export const StaffPickingListQuerySchema = z.object({ ids: commaList(id, 100) });
