import type { OrderDetail } from '@shop/contract';

/** An order as GET /customer/order/detail answers it: courier delivery, bank transfer. */
export const ORDER: OrderDetail = {
  id: 5,
  number: '2026000123',
  created: '2026-03-05T10:00:00.000Z',
  status: 'new',
  shipping: 'Kurier SPS',
  shipping_price: 5.9,
  payment: 'Bankovy prevod',
  payment_price: 0,
  price_without_vat: 105.9,
  price_with_vat: 130.26,
  products_price_without_vat: 100,
  invoice_name: 'Jana Novakova',
  invoice_street: 'Hlavna 1',
  invoice_city: 'Kosice',
  invoice_zip: '040 01',
  invoice_phone: '+421 900 000 000',
  invoice_email: 'jana@firma.sk',
  delivery_name: 'Jana Novakova',
  delivery_street: 'Hlavna 1',
  delivery_city: 'Kosice',
  delivery_zip: '040 01',
  delivery_phone: '+421 900 000 000',
  note: '',
  products: [
    {
      code: 'CAM-4',
      name: 'IP kamera 4 Mpx',
      amount: 2,
      price_exc_vat: 50,
      price_sum_exc_vat: 100,
      url: { url: 'ip-kamera-4-mpx' },
      image: [],
    },
  ],
};
