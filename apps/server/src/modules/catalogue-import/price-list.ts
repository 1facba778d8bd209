import { TableFormatSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import type { CategoryTree } from '../catalog/category-tree.ts';
import { customerPrice, loadDiscountRules } from '../catalog/customer-prices.ts';
import { findPriceListProducts } from './import.repository.ts';
import { type Cell, sendTable } from './table-download.ts';

/**
 * A customer's own price list (docs/requirements/back-office.md §Import and export): every active product with its
 * price excl. VAT for this customer, priced by the one pricing home (catalog/customer-prices.ts
 * `customerPrice`), read 1,000 at a time.
 */
export const PRICE_LIST_COLUMNS = ['Kód', 'EAN', 'Názov', 'Výrobca', 'Sklad', 'Vaša cena bez DPH (EUR)'];

export async function* priceListRows(db: Db, customer: SessionCustomer, tree: CategoryTree): AsyncGenerator<Cell[]> {
  const rules = await loadDiscountRules(db, customer, tree);
  for (let after = 0; ; ) {
    const rows = await findPriceListProducts(db, after, 1000);
    if (rows.length === 0) return;
    for (const p of rows) {
      const price = customerPrice(p, rules, tree);
      yield [p.code, p.ean ?? '', p.name, p.vendor, Number(p.stock), (price.unitExcVatCents / 100).toFixed(2)];
    }
    after = Number(rows[rows.length - 1]?.id);
  }
}

export function registerPriceListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/customer/price-list/:format',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer’s own price list (CSV or XLSX), its prices excl. VAT',
        params: z.object({ format: TableFormatSchema }),
      },
      // Signed in first, then the format: an anonymous caller learns nothing but 401 (docs/requirements/api.md §Errors and status codes).
      preValidation: async (request) => {
        await request.requireCustomer();
      },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      const tree = await app.shop.categories.get();
      return sendTable(
        reply,
        request.params.format,
        `cennik-${new Date().toISOString().slice(0, 10)}`,
        'Cenník',
        PRICE_LIST_COLUMNS,
        priceListRows(app.shop.db, customer, tree),
      );
    },
  );
}
