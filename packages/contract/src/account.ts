import { z } from 'zod';
import { ProductCardSchema } from './catalog.ts';
import { ORDER_STATUSES, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { ok } from './envelope.ts';
import { dbText } from './text.ts';

// ---------------------------------------------------------------- sign-in, session, registration

export const SessionUserSchema = z.object({
  username: z.string(),
  /** Random per-login value the browser keeps in a cookie (spec part 1 §9). */
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

/**
 * Registration (spec part 1 §3). The filler fields the form sends (name, surname, street, city,
 * zip, state, newsletter, industry) are accepted and ignored; any other key is dropped, so a caller
 * cannot set status, price group or anything else that is the shop's to decide.
 */
export const SignUpBodySchema = z.object({
  phone: requiredText(50),
  email: EmailSchema,
  password: NewPasswordSchema,
  companyName: requiredText(200),
  /** IČO */
  companyId: requiredText(50),
  /** DIČ */
  vatRegistrationId: requiredText(50),
  /** IČ DPH */
  extVatRegistrationId: requiredText(50),
  /** Must be ticked; a missing value answers `required`, false answers `invalid`. */
  personalDataCheckbox: z.boolean().refine((ticked) => ticked, 'must be ticked'),
  name: z.string().max(100).optional(),
  surname: z.string().max(100).optional(),
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

export const SignResetParamsSchema = z.object({ lang: z.literal('sk'), email: EmailSchema });

/** Sets a new password with the token from the reset e-mail (`/reset-password/{token}`). */
export const SignRestoreBodySchema = z.object({
  password: NewPasswordSchema,
  token: z.string().min(1).max(200),
});
export type SignRestoreBody = z.infer<typeof SignRestoreBodySchema>;

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

/** Spec part 2 §3; amounts in euros, shipping and payment prices excl. VAT like the rest of the page. */
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
  products: z.array(OrderDetailProductSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
/** The key is `orders` (singular object) as the spec names it. */
export const OrderDetailReplySchema = ok({ orders: OrderDetailSchema });
export type OrderDetailReply = z.infer<typeof OrderDetailReplySchema>;

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
  /** 1 newest added first, 2/3 name, 4/5 the customer's price excl. VAT, 6/7 code (DECISIONS.md §7). */
  ordering: z.coerce.number().int().min(1).max(7),
});
export const WishListReplySchema = ok({ products: z.array(ProductCardSchema), count: z.number().int() });
export type WishListReply = z.infer<typeof WishListReplySchema>;
