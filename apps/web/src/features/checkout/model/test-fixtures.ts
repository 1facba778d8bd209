import type { Basket, CheckoutTotals, PaymentOption, ShippingMethod, Warehouse } from '@shop/contract';
import type { CheckoutCatalog } from './checkout-state';

/** The shop's demo methods and options (apps/server seed), as the API answers them. */
export const SHIPPING: ShippingMethod[] = [
  {
    id: 1,
    name: 'Kurier SPS',
    price: '7.26',
    price_exc_vat: 5.9,
    vat_rate: 23,
    pick_up: false,
    default: true,
    is_packeta: false,
  },
  {
    id: 2,
    name: 'Packeta',
    price: '4.31',
    price_exc_vat: 3.5,
    vat_rate: 23,
    pick_up: false,
    default: false,
    is_packeta: true,
  },
  {
    id: 3,
    name: 'Osobny odber',
    price: '0.00',
    price_exc_vat: 0,
    vat_rate: 23,
    pick_up: true,
    default: false,
    is_packeta: false,
  },
  {
    id: 4,
    name: 'Kurier express',
    price: '12.30',
    price_exc_vat: 10,
    vat_rate: 23,
    pick_up: false,
    default: false,
    is_packeta: false,
  },
];

export const PAYMENTS: PaymentOption[] = [
  {
    id: 1,
    name: 'Bankovy prevod',
    price: 0,
    price_exc_vat: 0,
    vat_rate: 23,
    allow_for_store: true,
    allow_for_shipping: true,
    kind: 'bank_transfer',
  },
  {
    id: 2,
    name: 'Dobierka',
    price: 1.85,
    price_exc_vat: 1.5,
    vat_rate: 23,
    allow_for_store: false,
    allow_for_shipping: true,
    kind: 'cash_on_delivery',
  },
  {
    id: 3,
    name: 'Hotovost',
    price: 0,
    price_exc_vat: 0,
    vat_rate: 23,
    allow_for_store: true,
    allow_for_shipping: false,
    kind: 'cash',
  },
];

export const WAREHOUSES: Warehouse[] = [
  { id: 1, name: 'Predajna Kosice', address: 'Priemyselna 12<br>040 01 Kosice<br>Po-St 08:00-16:00' },
  { id: 2, name: 'Predajna Bratislava', address: 'Stara Vajnorska 37<br>831 04 Bratislava' },
];

export const CATALOG: CheckoutCatalog = {
  shippingMethods: SHIPPING,
  paymentOptions: PAYMENTS,
  warehouses: WAREHOUSES,
  packetaApiKey: 'test-key',
};

export function basket(overrides: Partial<Basket> = {}): Basket {
  return {
    id: 1,
    amount: 3,
    product_price: 420.33,
    product_price_without_vat: 341.73,
    products: [
      {
        id: 11,
        product_id: 61,
        code: 'NTL-1',
        name: 'Switch',
        quantity: 1,
        price_unit_exc_vat: 314.91,
        price_total_exc_vat: 314.91,
        base_price_exc_vat: 349.9,
        discount: 10,
        vat_rate: 23,
        stock: 1,
        unit_of_measure: 'ks',
        image: { src: '/media/products/a.svg', caption: 'Switch' },
        url: { url: 'switch' },
      },
      {
        id: 12,
        product_id: 242,
        code: 'ACS-2',
        name: 'Tlacidlo',
        quantity: 2,
        price_unit_exc_vat: 13.41,
        price_total_exc_vat: 26.82,
        base_price_exc_vat: 14.9,
        discount: 10,
        vat_rate: 23,
        stock: 0,
        unit_of_measure: 'ks',
        image: null,
        url: { url: 'tlacidlo' },
      },
    ],
    shipping_method_id: 1,
    sale_point_id: null,
    payment_option_id: 1,
    packeta_point: null,
    packeta_point_name: null,
    packeta_point_address: null,
    note: '',
    coupon: null,
    invoice_address: null,
    delivery_address: null,
    totals: {
      products_exc_vat: 341.73,
      products_vat: 78.6,
      shipping_exc_vat: 5.9,
      payment_exc_vat: 0,
      discount_exc_vat: 0,
      total_exc_vat: 347.63,
      total_vat: 79.95,
      total_inc_vat: 427.58,
    },
    ...overrides,
  };
}

/**
 * What GET /basket/totals answers for `b` with these choices: a stand-in for the server's pricing
 * (VAT once per rate on the rate's products, fees and discount; the fixtures' products and the
 * discount are at 23 %).
 */
export function checkoutTotals(
  b: Basket,
  shippingMethodId: number | null,
  paymentOptionId: number | null,
): CheckoutTotals {
  const cents = (euros: number) => Math.round(euros * 100);
  const vat = (base: number, rate: number) => Math.round((base * rate) / 100);
  const shipping = SHIPPING.find((m) => m.id === shippingMethodId);
  const payment = PAYMENTS.find((p) => p.id === paymentOptionId);
  const byRate = new Map<number, number>();
  const add = (rate: number, amount: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  for (const line of b.products) add(line.vat_rate, cents(line.price_total_exc_vat));
  const products = byRate.get(23) ?? 0;
  const discount = cents(b.totals.discount_exc_vat);
  add(23, -discount);
  if (shipping) add(shipping.vat_rate, cents(shipping.price_exc_vat));
  if (payment) add(payment.vat_rate, cents(payment.price_exc_vat));
  const rows = [...byRate].sort((x, y) => y[0] - x[0]);
  const exc = rows.reduce((s, [, base]) => s + base, 0);
  const totalVat = rows.reduce((s, [rate, base]) => s + vat(base, rate), 0);
  return {
    products_exc_vat: b.totals.products_exc_vat,
    products_vat: b.totals.products_vat,
    shipping_exc_vat: shipping?.price_exc_vat ?? 0,
    payment_exc_vat: payment?.price_exc_vat ?? 0,
    discount_exc_vat: b.totals.discount_exc_vat,
    discount_vat: (vat(products, 23) - vat(products - discount, 23)) / 100,
    total_exc_vat: exc / 100,
    total_vat: totalVat / 100,
    total_inc_vat: (exc + totalVat) / 100,
    vat_breakdown: rows.map(([rate, base]) => ({
      vat_rate: rate,
      base_exc_vat: base / 100,
      vat: vat(base, rate) / 100,
    })),
  };
}
