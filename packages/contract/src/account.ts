import { z } from 'zod';
import { ProductCardSchema } from './catalog.ts';
import { CheckoutAddressSchema } from './checkout.ts';
import {
  COMPANY_ID_PATTERN,
  EXT_VAT_REGISTRATION_ID_PATTERN,
  ORDER_STATUSES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  VAT_REGISTRATION_ID_PATTERN,
} from './constants.ts';
import { ok } from './envelope.ts';
import { dbText } from './text.ts';

// ---------------------------------------------------------------- sign-in, session, registration

export const SessionUserSchema = z.object({
  username: z.string(),
  /** Changes with every login (derived from the session id): docs/requirements/accounts.md §Session check. */
  auth_check: z.string(),
  /** ISO time of the login. */
  last_auth_check: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SignUserReplySchema = ok({ user: SessionUserSchema });
export type SignUserReply = z.infer<typeof SignUserReplySchema>;

/** An e-mail address as typed: trimmed and lower-cased, then checked (addresses compare case-insensitively). */
export const EmailSchema = z.string().trim().toLowerCase().min(1).max(254).check(z.email());
/** The whole password is hashed: at least 8 characters, at most 128, never trimmed or truncated. */
export const NewPasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const requiredText = (max: number) => dbText().trim().min(1).max(max);

/** IČO: 8 digits (constants.ts). */
export const CompanyIdSchema = dbText().trim().regex(COMPANY_ID_PATTERN, 'must be 8 digits');
/** DIČ: 10 digits. */
export const VatRegistrationIdSchema = dbText().trim().regex(VAT_REGISTRATION_ID_PATTERN, 'must be 10 digits');
/**
 * IČ DPH: `SK` and 10 digits, or empty for a company that is not a VAT payer (it has none). A
 * missing key is empty too (docs/decisions/013-e-invoices.md §Company tax data).
 */
export const ExtVatRegistrationIdSchema = dbText()
  .trim()
  .refine((value) => value === '' || EXT_VAT_REGISTRATION_ID_PATTERN.test(value), 'must be SK and 10 digits, or empty')
  .default('');

/**
 * Registration (docs/requirements/accounts.md §Registration). The filler fields the form sends (name, surname, street, city,
 * zip, state, newsletter, industry) are checked like any text and otherwise ignored (name and
 * surname are kept when not blank); any other key is dropped, so a caller cannot set status,
 * price group or anything else that is the shop's to decide.
 */
export const SignUpBodySchema = z.object({
  phone: requiredText(50),
  email: EmailSchema,
  password: NewPasswordSchema,
  companyName: requiredText(200),
  /** IČO */
  companyId: CompanyIdSchema,
  /** DIČ */
  vatRegistrationId: VatRegistrationIdSchema,
  /** IČ DPH, empty for a company that is not a VAT payer */
  extVatRegistrationId: ExtVatRegistrationIdSchema,
  /** Must be ticked; a missing value answers `required`, false answers `invalid`. */
  personalDataCheckbox: z.boolean().refine((ticked) => ticked, 'must be ticked'),
  name: dbText().max(100).optional(),
  surname: dbText().max(100).optional(),
  street: dbText().max(200).optional(),
  city: dbText().max(100).optional(),
  zip: dbText().max(20).optional(),
  state: z.number().int().nullable().optional(),
  newsletter: z.boolean().nullable().optional(),
  industry: dbText().max(100).nullable().optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** `pending` until the staff approve the account; `approved` when the shop approves automatically. */
export const SignUpReplySchema = ok({ status: z.enum(['pending', 'approved']) });
export type SignUpReply = z.infer<typeof SignUpReplySchema>;

export const SignInBodySchema = z.object({
  email: EmailSchema,
  // No minimum here: a short password is simply wrong. The maximum only bounds the hashing work.
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;
export const SignInReplySchema = SignUserReplySchema;
export type SignInReply = SignUserReply;

/** `POST /sign/reset/{lang}/{email}`: the original storefront's path, now a POST (it sends a mail). */
export const SignResetParamsSchema = z.object({ lang: z.literal('sk'), email: EmailSchema });
/** `POST /sign/reset/{lang}` with the address in the body: keeps it out of URLs and access logs. */
export const SignResetBodySchema = z.object({ email: EmailSchema });
export type SignResetBody = z.infer<typeof SignResetBodySchema>;

/** Sets a new password with the token from the reset e-mail (`/reset-password/{token}`). */
export const SignRestoreBodySchema = z.object({
  password: NewPasswordSchema,
  token: z.string().min(1).max(200),
});
export type SignRestoreBody = z.infer<typeof SignRestoreBodySchema>;

/** `GET /sign/restore/{token}`: whether a reset link can still set a password (read only). */
export const SignRestoreCheckParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** Only yes or no: nothing about the account, and the same answer for used, expired and made-up links. */
export const SignRestoreCheckReplySchema = ok({ valid: z.boolean() });
export type SignRestoreCheckReply = z.infer<typeof SignRestoreCheckReplySchema>;

export const ChangePasswordBodySchema = z.object({
  old: z.string().min(1).max(PASSWORD_MAX),
  password: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

// ---------------------------------------------------------------- profile and addresses

export const CustomerProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  phone: z.string(),
  /** IČO */
  company_id: z.string(),
  /** DIČ */
  vat_registration_id: z.string(),
  /** IČ DPH */
  ext_vat_registration_id: z.string(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;
export const CustomerProfileReplySchema = ok({ customer: CustomerProfileSchema });
export type CustomerProfileReply = z.infer<typeof CustomerProfileReplySchema>;

/** Only the names can change here; e-mail and company data are read-only (other keys are dropped). */
export const UpdateProfileBodySchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  display_name: requiredText(100),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/**
 * PATCH /customer/company: the company's name and tax identifiers. A changed IČ DPH is checked in
 * the EU's VIES again (docs/decisions/013-e-invoices.md §Company tax data); orders and invoices
 * keep the data they were made with.
 */
export const UpdateCompanyBodySchema = z.object({
  company_name: requiredText(200),
  company_id: CompanyIdSchema,
  vat_registration_id: VatRegistrationIdSchema,
  ext_vat_registration_id: ExtVatRegistrationIdSchema,
});
export type UpdateCompanyBody = z.input<typeof UpdateCompanyBodySchema>;

export const CustomerAddressSchema = z.object({
  id: z.number().int(),
  /** 1 invoice, 2 delivery */
  type: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string().optional(),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;
export const CustomerAddressesReplySchema = ok({ addresses: z.array(CustomerAddressSchema) });
export type CustomerAddressesReply = z.infer<typeof CustomerAddressesReplySchema>;

/**
 * PATCH /customer/address/{id}: the same fields and rules as the checkout's address form (an
 * e-mail is never taken: the invoice e-mail is the account's). Another customer's id is 404.
 */
export const UpdateAddressBodySchema = CheckoutAddressSchema;
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>;
export const CustomerAddressReplySchema = ok({ address: CustomerAddressSchema });
export type CustomerAddressReply = z.infer<typeof CustomerAddressReplySchema>;

// ---------------------------------------------------------------- orders and invoices

export const PagingParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100),
  offset: z.coerce.number().int().min(0).max(1_000_000),
});

export const OrderListItemSchema = z.object({
  id: z.number().int(),
  /** The order number (`2026000123`). */
  name: z.string(),
  created_at: z.string(),
  /** Total incl. VAT, euros. */
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** `/account/orderdetail/{id}` */
  order_url: z.string(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;
export const CustomerOrdersReplySchema = ok({ orders: z.array(OrderListItemSchema), orders_count: z.number().int() });
export type CustomerOrdersReply = z.infer<typeof CustomerOrdersReplySchema>;

export const OrderDetailParamsSchema = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  lang: z.literal('sk'),
});

export const OrderDetailProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  amount: z.number().int(),
  /** Unit price excl. VAT after the customer's discount. */
  price_exc_vat: z.number(),
  price_sum_exc_vat: z.number(),
  url: z.object({ url: z.string() }),
  image: z.array(z.object({ src: z.string(), caption: z.string(), cover: z.boolean() })),
});

export const OrderDetailDiscountSchema = z.object({
  code: z.string(),
  price_without_vat: z.number(),
  vat: z.number(),
});

export const OrderDetailVatRowSchema = z.object({
  vat_rate: z.number(),
  base_without_vat: z.number(),
  vat: z.number(),
});

/**
 * One order (docs/requirements/orders-and-invoices.md §Order detail); amounts in euros, shipping and
 * payment prices excl. VAT like the rest of the page.
 */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created: z.string(),
  status: z.enum(ORDER_STATUSES),
  shipping: z.string(),
  shipping_price: z.number(),
  payment: z.string(),
  payment_price: z.number(),
  price_without_vat: z.number(),
  price_with_vat: z.number(),
  products_price_without_vat: z.number(),
  invoice_name: z.string(),
  invoice_street: z.string(),
  invoice_city: z.string(),
  invoice_zip: z.string(),
  invoice_phone: z.string(),
  invoice_email: z.string(),
  delivery_name: z.string(),
  delivery_street: z.string(),
  delivery_city: z.string(),
  delivery_zip: z.string(),
  delivery_phone: z.string(),
  note: z.string(),
  packeta_point_name: z.string().optional(),
  sale_point_name: z.string().optional(),
  /** The product lines only; `products_price_without_vat` is their sum. */
  products: z.array(OrderDetailProductSchema),
  /**
   * The coupon's discount excl. VAT (positive) and the VAT it takes off; absent without one.
   * products − discount + shipping + payment = price_without_vat.
   */
  discount: OrderDetailDiscountSchema.optional(),
  /** VAT per rate on what the order charges at that rate; the VATs add up to price_with_vat − price_without_vat. */
  vat_breakdown: z.array(OrderDetailVatRowSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
/**
 * The key is `orders` (one object), as the original storefront reads it
 * (docs/requirements/api.md §Paths: the customer's account).
 */
export const OrderDetailReplySchema = ok({ orders: OrderDetailSchema });
export type OrderDetailReply = z.infer<typeof OrderDetailReplySchema>;

/**
 * GET /customer/order/payment/{id}: how the customer pays their own order. For a bank transfer
 * (not cancelled) the account, the variable symbol and the PAY by square QR code as a PNG data
 * URL; otherwise those are null.
 */
export const OrderPaymentSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  /** bank_transfer | cash_on_delivery | cash */
  kind: z.string(),
  /** euros incl. VAT */
  amount: z.number(),
  iban: z.string().nullable(),
  variable_symbol: z.string().nullable(),
  /** `data:image/png;base64,…` */
  qr: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;
export const OrderPaymentReplySchema = ok({ payment: OrderPaymentSchema });
export type OrderPaymentReply = z.infer<typeof OrderPaymentReplySchema>;

export const InvoiceListItemSchema = z.object({
  id: z.number().int(),
  /** The invoice number. */
  name: z.string(),
  varsymbol: z.string(),
  created_at: z.string(),
  due_to: z.string(),
  /** Total incl. VAT, euros. */
  amount: z.number(),
  /** Still to pay, euros (0 when paid). */
  not_paid_amount: z.number(),
  /** `/admin/v1/customer/invoice/{id}/pdf` */
  invoice_url: z.string(),
  /** `/admin/v1/customer/invoice/{id}/xml`: the e-invoice (Peppol BIS Billing 3.0 UBL). */
  xml_url: z.string(),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItemSchema>;
export const CustomerInvoicesReplySchema = ok({
  invoices: z.array(InvoiceListItemSchema),
  invoices_count: z.number().int(),
});
export type CustomerInvoicesReply = z.infer<typeof CustomerInvoicesReplySchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---------------------------------------------------------------- wishlist

export const WishListCountReplySchema = ok({ count_all: z.number().int() });
export type WishListCountReply = z.infer<typeof WishListCountReplySchema>;

/** Add a product (by product id); adding one already there changes nothing. */
export const WishListAddBodySchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export type WishListAddBody = z.infer<typeof WishListAddBodySchema>;

export const WishListParamsSchema = z.object({
  lang: z.literal('sk'),
  limit: z.coerce.number().int().min(1).max(100),
  offset: z.coerce.number().int().min(0).max(1_000_000),
  /** 1 newest added first, 2/3 name, 4/5 the customer's price excl. VAT, 6/7 code (docs/requirements/catalogue.md §Wishlist). */
  ordering: z.coerce.number().int().min(1).max(7),
});
export const WishListReplySchema = ok({ products: z.array(ProductCardSchema), count: z.number().int() });
export type WishListReply = z.infer<typeof WishListReplySchema>;
