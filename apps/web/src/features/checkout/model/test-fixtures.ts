import type { Basket, PaymentOption, ShippingMethod, Warehouse } from '@shop/contract';
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
      total_vat: 79.96,
      total_inc_vat: 427.59,
    },
    ...overrides,
  };
}
