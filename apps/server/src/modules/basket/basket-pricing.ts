import type { Basket, BasketTotals as BasketTotalsReply, CheckoutTotals } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import type { CategoryTree } from '../catalog/category-tree.ts';
import { centsToEuros, customerPrice, discountRuleSet } from '../catalog/customer-prices.ts';
import { isShippingOffered, paymentAllowedFor } from '../checkout/checkout-rules.ts';
import { lineAmounts } from '../pricing/pricing.ts';
import { type BasketState, findBasketForPricing } from './basket.repository.ts';
import { type BasketTotals, basketTotals } from './basket-totals.ts';

export interface PricedLine {
  lineId: number;
  productId: number;
  code: string;
  name: string;
  slug: string;
  quantity: number;
  stock: number;
  unitOfMeasure: string;
  image: { src: string; caption: string } | null;
  baseCents: number;
  discountBp: number;
  unitPriceExcVatCents: number;
  vatRate: number;
  lineTotalExcVatCents: number;
  lineVatCents: number;
}

export interface PricedBasket {
  state: BasketState | null;
  lines: PricedLine[];
  /** the chosen shipping method, if it is still offered */
  shipping: BasketState['shipping'];
  /** the chosen payment option, if it is active and allowed for the shipping method */
  payment: BasketState['payment'];
  /** the attached coupon, if it can be used now */
  coupon: BasketState['coupon'];
  totals: BasketTotals;
}

/**
 * The basket priced for its customer from current data. The cart, the checkout summary and the
 * order all price through `priceBasket`, so the price shown is the price ordered. The basket, its
 * lines and the customer's discount rules come from one statement.
 */
export async function loadPricedBasket(
  db: DbOrTx,
  customer: SessionCustomer,
  tree: CategoryTree,
  packetaEnabled: boolean,
): Promise<PricedBasket> {
  return priceBasket(await findBasketForPricing(db, customer.id, customer.priceGroupId), tree, packetaEnabled);
}

export type BasketForPricing = NonNullable<Awaited<ReturnType<typeof findBasketForPricing>>>;

/** Prices a basket as read by `findBasketForPricing` (or `findBasketForOrder`). */
export function priceBasket(found: BasketForPricing | null, tree: CategoryTree, packetaEnabled: boolean): PricedBasket {
  const rows = found?.lines ?? [];
  const discounts = found?.discountRules ? discountRuleSet(found.discountRules, tree) : null;
  const state: BasketState | null = found;
  const lines = rows.map((row): PricedLine => {
    const price = customerPrice(row, discounts, tree);
    const amounts = lineAmounts(price.baseCents, price.discountBp, row.quantity, row.vat_rate);
    return {
      lineId: row.line_id,
      productId: row.id,
      code: row.code,
      name: row.name,
      slug: row.slug,
      quantity: row.quantity,
      stock: row.stock,
      unitOfMeasure: row.unit_of_measure,
      image: row.cover ? { src: row.cover.src, caption: row.cover.caption } : null,
      baseCents: price.baseCents,
      discountBp: price.discountBp,
      unitPriceExcVatCents: amounts.unitPriceExcVatCents,
      vatRate: row.vat_rate,
      lineTotalExcVatCents: amounts.lineTotalExcVatCents,
      lineVatCents: amounts.lineVatCents,
    };
  });
  const shipping = state?.shipping && isShippingOffered(state.shipping, packetaEnabled) ? state.shipping : null;
  const chosenPayment = state?.payment ?? null;
  const payment =
    chosenPayment && (shipping ? paymentAllowedFor(chosenPayment, shipping) : chosenPayment.active)
      ? chosenPayment
      : null;
  const coupon = state?.coupon && state.couponUsable ? state.coupon : null;
  const totals = basketTotals(
    lines,
    shipping ? { priceCents: shipping.priceCents, vatRate: shipping.vatRate } : null,
    payment ? { priceCents: payment.priceCents, vatRate: payment.vatRate } : null,
    coupon ? { discountPercent: coupon.discountPercent, discountAmountCents: coupon.discountAmountCents } : null,
  );
  return { state, lines, shipping, payment, coupon, totals };
}

function toAddressReply(address: AddressSnapshot | null) {
  if (!address) return null;
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    street: address.street,
    city: address.city,
    zip: address.zip,
    phone: address.phone,
    ...(address.email !== undefined ? { email: address.email } : {}),
  };
}

export function toCouponReply(coupon: {
  code: string;
  discountPercent: number | null;
  discountAmountCents: number | null;
}) {
  return {
    code: coupon.code,
    ...(coupon.discountPercent !== null ? { discount_percent: coupon.discountPercent } : {}),
    ...(coupon.discountPercent === null && coupon.discountAmountCents !== null
      ? { discount_amount: centsToEuros(coupon.discountAmountCents) }
      : {}),
  };
}

/** The reply shape (euros with 2 decimals). */
export function toBasketReply(priced: PricedBasket): Basket {
  const { state, lines, totals } = priced;
  const b = state?.basket;
  return {
    id: b?.id ?? null,
    amount: lines.reduce((sum, l) => sum + l.quantity, 0),
    product_price: centsToEuros(totals.productsExcVatCents + totals.productsVatCents),
    product_price_without_vat: centsToEuros(totals.productsExcVatCents),
    products: lines.map((l) => ({
      id: l.lineId,
      product_id: l.productId,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      price_unit_exc_vat: centsToEuros(l.unitPriceExcVatCents),
      price_total_exc_vat: centsToEuros(l.lineTotalExcVatCents),
      base_price_exc_vat: centsToEuros(l.baseCents),
      discount: l.discountBp / 100,
      vat_rate: l.vatRate,
      stock: l.stock,
      unit_of_measure: l.unitOfMeasure,
      image: l.image,
      url: { url: l.slug },
    })),
    shipping_method_id: b?.shippingMethodId ?? null,
    sale_point_id: b?.salePointId ?? null,
    payment_option_id: b?.paymentOptionId ?? null,
    packeta_point: b?.packetaPointId ?? null,
    packeta_point_name: b?.packetaPointName ?? null,
    packeta_point_address: b?.packetaPointAddress ?? null,
    note: b?.note ?? '',
    coupon: state?.coupon ? { ...toCouponReply(state.coupon), valid: state.couponUsable } : null,
    invoice_address: toAddressReply(b?.invoiceAddress ?? null),
    delivery_address: toAddressReply(b?.deliveryAddress ?? null),
    totals: toTotalsReply(totals),
  };
}

function toTotalsReply(totals: BasketTotals): BasketTotalsReply {
  return {
    products_exc_vat: centsToEuros(totals.productsExcVatCents),
    products_vat: centsToEuros(totals.productsVatCents),
    shipping_exc_vat: centsToEuros(totals.shippingExcVatCents),
    payment_exc_vat: centsToEuros(totals.paymentExcVatCents),
    discount_exc_vat: centsToEuros(totals.discountExcVatCents),
    total_exc_vat: centsToEuros(totals.totalExcVatCents),
    total_vat: centsToEuros(totals.totalVatCents),
    total_inc_vat: centsToEuros(totals.totalIncVatCents),
  };
}

/** The totals for the checkout summary: the basket's, with the discount's VAT and VAT per rate. */
export function toCheckoutTotalsReply(totals: BasketTotals): CheckoutTotals {
  return {
    ...toTotalsReply(totals),
    discount_vat: centsToEuros(totals.discountVatCents),
    vat_breakdown: totals.vatBreakdown.map((row) => ({
      vat_rate: row.vatRate,
      base_exc_vat: centsToEuros(row.taxableCents),
      vat: centsToEuros(row.vatCents),
    })),
  };
}
