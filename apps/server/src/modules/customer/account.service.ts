import type {
  CustomerAddress,
  CustomerProfile,
  InvoiceListItem,
  OrderDetail,
  OrderListItem,
  OrderPayment,
  OrderStatus,
  UpdateAddressBody,
  UpdateCompanyBodySchema,
  UpdateProfileBody,
} from '@shop/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payBySquarePng } from '../../documents/pay-by-square.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { API_PREFIX } from '../../plugins/errors.ts';
import type { Shop } from '../../shop.ts';
import { centsToEuros } from '../catalog/customer-prices.ts';
import { orderPaymentRequest } from '../checkout/order-mail.ts';
import { amountDueCents } from '../invoices/invoice-balance.ts';
import { checkVatAfterChange } from '../vat-check/vat-check.service.ts';
import { toAddressSnapshot } from './address-snapshot.ts';
import { orderMoney, productLinesOf } from './order-money.ts';
import {
  countInvoices,
  countOrders,
  findCustomerOrder,
  findInvoicesPage,
  findOrderLines,
  findOrdersPage,
} from './orders.repository.ts';
import {
  type AddressRow,
  deleteAddress,
  findAddresses,
  findProfile,
  type ProfileRow,
  updateAddress,
  updateCompanyData,
  updateProfileNames,
} from './profile.repository.ts';

const toProfile = (row: ProfileRow): CustomerProfile => ({
  first_name: row.firstName,
  last_name: row.lastName,
  display_name: row.displayName,
  email: row.email,
  company_name: row.companyName,
  phone: row.phone,
  company_id: row.companyId,
  vat_registration_id: row.vatRegistrationId,
  ext_vat_registration_id: row.extVatRegistrationId,
});

export async function getProfile(db: Db, customerId: number): Promise<CustomerProfile> {
  const row = await findProfile(db, customerId);
  if (!row) throw notFound();
  return toProfile(row);
}

export async function updateProfile(db: Db, customerId: number, body: UpdateProfileBody): Promise<CustomerProfile> {
  const row = await updateProfileNames(db, customerId, {
    firstName: body.first_name,
    lastName: body.last_name,
    displayName: body.display_name,
  });
  if (!row) throw notFound();
  return toProfile(row);
}

/**
 * Changes the company's name, IČO, DIČ and IČ DPH (formats: packages/contract/src/constants.ts). A
 * new IČ DPH is checked in VIES after the change is saved; VIES being down never refuses it.
 */
export async function updateCompany(
  shop: Pick<Shop, 'db' | 'config'>,
  customerId: number,
  body: z.output<typeof UpdateCompanyBodySchema>,
): Promise<CustomerProfile> {
  const before = await findProfile(shop.db, customerId);
  if (!before) throw notFound();
  const row = await updateCompanyData(shop.db, customerId, {
    companyName: body.company_name,
    companyId: body.company_id,
    vatRegistrationId: body.vat_registration_id,
    extVatRegistrationId: body.ext_vat_registration_id,
  });
  if (!row) throw notFound();
  if (row.extVatRegistrationId !== before.extVatRegistrationId) {
    await checkVatAfterChange(shop, customerId, row.extVatRegistrationId, 'change');
  }
  return toProfile(row);
}

const toCustomerAddress = (a: AddressRow): CustomerAddress => ({
  id: a.id,
  type: a.type,
  first_name: a.firstName,
  last_name: a.lastName,
  street: a.street,
  city: a.city,
  zip: a.zip,
  phone: a.phone,
  ...(a.email ? { email: a.email } : {}),
});

export async function listAddresses(db: Db, customerId: number): Promise<CustomerAddress[]> {
  return (await findAddresses(db, customerId)).map(toCustomerAddress);
}

/**
 * Edits one of the customer's saved addresses (docs/requirements/cart-and-checkout.md §Addresses).
 * Someone else's address is 404 like a missing one; a delivery address made equal to another
 * saved one is 409 (the list keeps one entry per place).
 */
export async function changeAddress(
  db: Db,
  customerId: number,
  id: number,
  body: UpdateAddressBody,
): Promise<CustomerAddress> {
  const row = await updateAddress(db, customerId, id, toAddressSnapshot(body));
  if (row === 'duplicate') throw conflict('This delivery address is saved already.', 'street');
  if (!row) throw notFound();
  return toCustomerAddress(row);
}

export async function removeAddress(db: Db, customerId: number, id: number): Promise<void> {
  if (!(await deleteAddress(db, customerId, id))) throw notFound();
}

export async function listOrders(db: Db, customerId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([findOrdersPage(db, customerId, limit, offset), countOrders(db, customerId)]);
  const orders: OrderListItem[] = rows.map((o) => ({
    id: o.id,
    name: o.number,
    created_at: o.createdAt.toISOString(),
    amount: centsToEuros(o.totalIncVatCents),
    status: o.status as OrderStatus,
    order_url: `/account/orderdetail/${o.id}`,
  }));
  return { orders, count };
}

export async function orderDetail(db: Db, customerId: number, orderId: number): Promise<OrderDetail> {
  const order = await findCustomerOrder(db, customerId, orderId);
  if (!order) throw notFound();
  const lines = await findOrderLines(db, order.id);
  const money = orderMoney(order, lines);
  const inv = order.invoiceAddress;
  const del = order.deliveryAddress;
  return {
    id: order.id,
    number: order.number,
    created: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    shipping: order.shippingName,
    shipping_price: centsToEuros(order.shippingPriceCents),
    payment: order.paymentName,
    payment_price: centsToEuros(order.paymentPriceCents),
    price_without_vat: centsToEuros(order.totalExcVatCents),
    price_with_vat: centsToEuros(order.totalIncVatCents),
    products_price_without_vat: centsToEuros(order.productsExcVatCents),
    invoice_name: `${inv.firstName} ${inv.lastName}`.trim(),
    invoice_street: inv.street,
    invoice_city: inv.city,
    invoice_zip: inv.zip,
    invoice_phone: inv.phone,
    invoice_email: inv.email ?? '',
    delivery_name: `${del.firstName} ${del.lastName}`.trim(),
    delivery_street: del.street,
    delivery_city: del.city,
    delivery_zip: del.zip,
    delivery_phone: del.phone,
    note: order.note,
    ...(order.packetaPointName ? { packeta_point_name: order.packetaPointName } : {}),
    ...(order.salePointName ? { sale_point_name: order.salePointName } : {}),
    products: productLinesOf(lines).map((l) => ({
      code: l.code,
      name: l.name,
      amount: l.quantity,
      price_exc_vat: centsToEuros(l.unitPriceExcVatCents),
      price_sum_exc_vat: centsToEuros(l.lineTotalExcVatCents),
      url: { url: l.slug },
      image: l.image ? [{ src: l.image, caption: l.name, cover: true }] : [],
    })),
    ...(money.discountExcVatCents > 0
      ? {
          discount: {
            code: order.couponCode ?? '',
            price_without_vat: centsToEuros(money.discountExcVatCents),
            vat: centsToEuros(money.discountVatCents),
          },
        }
      : {}),
    vat_breakdown: money.vatBreakdown.map((row) => ({
      vat_rate: row.vatRate,
      base_without_vat: centsToEuros(row.taxableCents),
      vat: centsToEuros(row.vatCents),
    })),
  };
}

/**
 * How the customer pays their own order, for the confirmation page
 * (docs/requirements/cart-and-checkout.md §After the order): for a bank transfer the account, the
 * variable symbol and the same PAY by square code as the confirmation mail, as a PNG data URL
 * (the CSP allows `data:` images). A cancelled order has nothing to pay.
 */
export async function orderPayment(
  db: Db,
  config: Pick<Config, 'iban' | 'mailFrom'>,
  customerId: number,
  orderId: number,
): Promise<OrderPayment> {
  const order = await findCustomerOrder(db, customerId, orderId);
  if (!order) throw notFound();
  const transfer = order.paymentKind === 'bank_transfer' && order.status !== 'cancelled';
  const qr = transfer ? await payBySquarePng(orderPaymentRequest(order.number, order.totalIncVatCents, config)) : null;
  return {
    order_id: order.id,
    number: order.number,
    kind: order.paymentKind,
    amount: centsToEuros(order.totalIncVatCents),
    iban: transfer ? config.iban : null,
    variable_symbol: transfer ? order.number : null,
    qr: qr ? `data:image/png;base64,${qr.toString('base64')}` : null,
  };
}

export async function listInvoices(db: Db, customerId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    findInvoicesPage(db, customerId, limit, offset),
    countInvoices(db, customerId),
  ]);
  const invoices: InvoiceListItem[] = rows.map((i) => ({
    id: i.id,
    name: i.number,
    varsymbol: i.varsymbol,
    created_at: i.issuedAt.toISOString(),
    due_to: i.dueAt.toISOString(),
    amount: centsToEuros(i.totalCents),
    // Payments and credit notes both reduce it (modules/invoices/invoice-balance.ts).
    not_paid_amount: centsToEuros(amountDueCents(i)),
    invoice_url: `${API_PREFIX}/customer/invoice/${i.id}/pdf`,
    xml_url: `${API_PREFIX}/customer/invoice/${i.id}/xml`,
  }));
  return { invoices, count };
}
