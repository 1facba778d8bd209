import { CatalogueExportParamsSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueRows, EXPORT_COLUMNS } from './catalogue-export.ts';
import { sendTable } from './table-download.ts';

/** The back office's catalogue import and export (docs/requirements/back-office.md §Import and export): content and admin. */
export function registerCatalogueImportStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/catalogue/export/:format',
    {
      config: { staff: ['content'] },
      schema: {
        tags: ['staff'],
        summary: 'The whole catalogue as CSV or XLSX with the import’s own column names (re-imports as it is)',
        params: CatalogueExportParamsSchema,
      },
    },
    async (request, reply) =>
      sendTable(
        reply,
        request.params.format,
        `katalog-${new Date().toISOString().slice(0, 10)}`,
        'Produkty',
        EXPORT_COLUMNS,
        catalogueRows(app.shop.db),
      ),
  );
}
