import { z } from 'zod';
import { dbText } from '../text.ts';

/**
 * The back office's catalogue import and export (docs/requirements/back-office.md §Import and export).
 * The field names are the import's own column names (apps/server/src/modules/catalogue-import/import-rows.ts).
 */
export const IMPORT_FIELD_NAMES = [
  'code',
  'ean',
  'name',
  'vendor',
  'category',
  'price',
  'vat',
  'stock',
  'unit',
  'description',
  /** Image file names in the ZIP uploaded with the file, separated by `|`; the first is the cover. */
  'images',
] as const;

export const TableFormatSchema = z.enum(['csv', 'xlsx']);
export const CatalogueExportParamsSchema = z.object({ format: TableFormatSchema });

export const ImportMappingSchema = z.object({
  name: dbText().trim().min(1).max(100),
  /** Source column → our field; a column left out is not imported. */
  columns: z.record(dbText().min(1).max(200), z.enum(IMPORT_FIELD_NAMES)),
});
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const ImportRowResultSchema = z.object({
  row: z.number().int(),
  code: z.string(),
  outcome: z.enum(['created', 'changed', 'unchanged', 'refused']),
  fields: z.array(z.string()).optional(),
  /** The images (names in the ZIP) added to the product, or that a dry run would add. */
  images: z.array(z.string()).optional(),
  reason: z.string().optional(),
});
export type ImportRowResult = z.infer<typeof ImportRowResultSchema>;

export const ImportRunSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  dryRun: z.boolean(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  error: z.string().nullable(),
  summary: z
    .object({
      total: z.number().int(),
      created: z.number().int(),
      changed: z.number().int(),
      unchanged: z.number().int(),
      refused: z.number().int(),
      newVendors: z.array(z.string()),
    })
    .nullable(),
});
export type ImportRun = z.infer<typeof ImportRunSchema>;

export const ImportRunStartQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  dryRun: z.enum(['true', 'false']).transform((v) => v === 'true'),
  mapping: z.string().trim().min(1).max(100).optional(),
  /** The id an upload of the ZIP of images returned (POST /staff/catalogue/import/images). */
  images: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
});

export const ImportImagesUploadSchema = z.object({ images: z.string() });

export const ImportRunRowsQuerySchema = z.object({
  outcome: z.enum(['created', 'changed', 'unchanged', 'refused']).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
