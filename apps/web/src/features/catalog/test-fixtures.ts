import type { CategoryReply, ProductCard, ProductDetail } from '@shop/contract';

/** Contract-valid replies for the catalogue's unit tests (ASCII only: see app/i18n.test.ts). */
export function productCard(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    code: `CAM-${id}`,
    name: `Camera ${id}`,
    short_description: `Short description ${id}`,
    vendor: 'Vidinet',
    url: { url: `camera-${id}` },
    stock: 42,
    unit_of_measure: 'ks',
    image: [{ src: `/media/products/${id}.svg`, caption: `Camera ${id}`, cover: true, width: 800, height: 800 }],
    ...overrides,
  };
}

/** The price fields a logged-in customer gets. */
export const customerPrices = {
  price: 413.18,
  price_exc_vat: 335.92,
  base_price_exc_vat: 419.9,
  base_price: 516.48,
  discount: 20,
  vat_rate: 23,
  wish_list: false,
} as const;

export function productDetail(id: number, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard(id),
    description: '<p>Long <strong>description</strong></p>',
    category: { id: 20, label: 'IP cameras', url: { url: 'cctv/ip-kamery' } },
    breadcrumbs: [
      { id: 19, label: 'CCTV', url: { url: 'cctv' } },
      { id: 20, label: 'IP cameras', url: { url: 'cctv/ip-kamery' } },
    ],
    parameters: [
      { category: 'Resolution', value: '4', unit: 'Mpx' },
      { category: 'Housing', value: 'IP67', unit: '' },
    ],
    related_products: [],
    has_attachments: true,
    on_sale: true,
    ...overrides,
  };
}

export function categoryReply(id = 20): CategoryReply {
  return {
    success: true,
    category: {
      id,
      label: 'IP cameras',
      // as the server sends it: sanitized HTML, line breaks as <br />
      description: 'First line<br />Second line <b>in bold</b>',
      url: { url: 'cctv/ip-kamery' },
      color: null,
      bg_color: null,
      children: [],
    },
    breadcrumbs: [
      { id: 19, label: 'CCTV', url: { url: 'cctv' } },
      { id, label: 'IP cameras', url: { url: 'cctv/ip-kamery' } },
    ],
  };
}
