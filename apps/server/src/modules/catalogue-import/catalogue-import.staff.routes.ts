import {
  CatalogueExportParamsSchema,
  IdParamsSchema,
  ImportMappingSchema,
  ImportRunRowsQuerySchema,
  ImportRunStartQuerySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../staff/audit.ts';
import { catalogueRows, EXPORT_COLUMNS } from './catalogue-export.ts';
import { listMappings, saveMapping } from './import.repository.ts';
import { importRun, importRunRows, startImportRun, uploadImageZip } from './import-runs.service.ts';
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

  // The file is the request's body as it is (application/octet-stream), streamed to disk by the
  // service: no multipart buffering, and a file over the limit is refused while it arrives.
  api.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  api.post(
    '/staff/catalogue/import/runs',
    {
      config: { staff: ['content'] },
      schema: {
        tags: ['staff'],
        summary: 'Upload a file (the body, application/octet-stream) and start its dry run or real import',
        querystring: ImportRunStartQuerySchema,
      },
    },
    async (request, reply) => {
      const run = await startImportRun(app.shop, request, request.query, request.body as NodeJS.ReadableStream);
      return reply.code(202).send({ success: true, data: run });
    },
  );

  api.post(
    '/staff/catalogue/import/images',
    {
      config: { staff: ['content'] },
      schema: {
        tags: ['staff'],
        summary: 'Upload the ZIP of images a run’s file names (the body); returns the id to start the run with',
      },
    },
    async (request) => ({
      success: true,
      data: await uploadImageZip(app.shop, request, request.body as NodeJS.ReadableStream),
    }),
  );

  api.get(
    '/staff/catalogue/import/runs/:id',
    {
      config: { staff: ['content'] },
      schema: { tags: ['staff'], summary: 'An import run’s progress and summary', params: IdParamsSchema },
    },
    async (request) => ({ success: true, data: await importRun(app.shop, request.params.id) }),
  );

  api.get(
    '/staff/catalogue/import/runs/:id/rows',
    {
      config: { staff: ['content'] },
      schema: {
        tags: ['staff'],
        summary: 'A page of a finished run’s rows: what was (or would be) created, changed or refused and why',
        params: IdParamsSchema,
        querystring: ImportRunRowsQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await importRunRows(app.shop, request.params.id, request.query) }),
  );

  api.get(
    '/staff/catalogue/import/mappings',
    { config: { staff: ['content'] }, schema: { tags: ['staff'], summary: 'Saved column mappings' } },
    async () => ({ success: true, data: await listMappings(app.shop.db) }),
  );

  api.put(
    '/staff/catalogue/import/mappings',
    {
      config: { staff: ['content'] },
      schema: {
        tags: ['staff'],
        summary: 'Save a column mapping by name (replaces one of the same name)',
        body: ImportMappingSchema,
      },
    },
    async (request) => {
      const { name, columns } = request.body;
      const id = await app.shop.db.transaction(async (tx) => {
        const saved = await saveMapping(tx, name, columns);
        await recordAudit(tx, request, {
          action: 'import-mapping.save',
          entity: 'import-mapping',
          entityId: saved,
          summary: `Uložil mapovanie stĺpcov importu „${name}“`,
          changes: { columns: [null, columns] },
        });
        return saved;
      });
      return { success: true, data: { id, name, columns } };
    },
  );
}
