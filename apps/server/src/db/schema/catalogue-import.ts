import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A column mapping saved by name for the catalogue import (docs/requirements/back-office.md §Import and export):
 * which column of a supplier's file feeds which product field, reused for that supplier's next file.
 */
export const importMappings = pgTable('import_mappings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Source column (as in the file's header) → our field (`code`, `ean`, `name`, …). */
  columns: jsonb('columns').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Progress of one import started in the back office: the browser polls it while the job runs. */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** `queued`, `running`, `done` or `failed`. */
  status: text('status').notNull().default('queued'),
  dryRun: boolean('dry_run').notNull().default(false),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  /** The summary and the refused rows once finished (created/changed/unchanged/refused counts). */
  result: jsonb('result'),
  error: text('error'),
  staffId: integer('staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
