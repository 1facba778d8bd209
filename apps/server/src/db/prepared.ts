import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/*
 * Statements of the busiest paths (the session, the basket, placing an order) are prepared:
 * on PostgreSQL a named statement is parsed once per connection, and after a few runs PostgreSQL
 * keeps its plan instead of planning every call. On `products`, with its many indexes, planning a
 * basket read cost more than running it (measured with pg_stat_statements, BENCHMARKS.md).
 * PGlite runs the same statements unnamed. Values are passed as `sql.placeholder(name)`.
 *
 * Only fixed texts may be prepared: a name must always stand for the same SQL (node-postgres
 * refuses a second text under a name), and PostgreSQL keeps each one for the connection's life,
 * so statements whose text varies (IN lists, multi-row inserts) stay unprepared.
 */

const dialect = new PgDialect();

/**
 * A raw SQL statement built once; returns its rows, typed by the caller (as `query` does).
 * The SQL text is fixed here, so drizzle does not build it again per call.
 */
export function preparedQuery<Row, Values extends Record<string, unknown>>(name: string, statement: SQL) {
  const built = dialect.sqlToQuery(statement);
  return async (db: DbOrTx, values: Values): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery(built, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * Statements of a few fixed shapes (a listing's ordering and page size, a search's cap), each
 * built and prepared the first time its shape is asked for: the function returned, given a name
 * and `build`, returns the statement of that name, calling `build` for its text only the first
 * time. The name stands for the shape, so it must say everything the text depends on. drizzle built such texts on every request: 14.7 % of
 * the search dropdown's server profile (docs/decisions/017-perf-listing.md §The dropdown's statement built once).
 */
export function preparedShapes<Row, Values extends Record<string, unknown>>() {
  const built = new Map<string, (db: DbOrTx, values: Values) => Promise<Row[]>>();
  return (name: string, build: () => SQL): ((db: DbOrTx, values: Values) => Promise<Row[]>) => {
    let statement = built.get(name);
    if (statement === undefined) {
      statement = preparedQuery<Row, Values>(name, build());
      built.set(name, statement);
    }
    return statement;
  };
}

/**
 * A drizzle query built by `build` (which ends in `.prepare(name)`), kept per database handle:
 * on the pool it is built once for the process; a transaction builds it once for itself.
 */
export function preparedPer<Prepared>(build: (db: DbOrTx) => Prepared): (db: DbOrTx) => Prepared {
  const built = new WeakMap<DbOrTx, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

const shapeNames = new Map<string, string>();
const SHAPES_MAX = 500;

/**
 * A statement whose text takes one of a few fixed shapes (the listing's page query: seven
 * orderings, in stock or not), prepared under a name made from its text, with the values as
 * ordinary parameters. The listing's page query: 1.19 ms → 0.73 ms a call (pgbench, 100k
 * products). Never for text built from a list of values, and a LIMIT belongs in the text:
 * docs/decisions/017-perf-listing.md §Prepared statements
 */
export async function queryPreparedShape<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(statement);
  let name = shapeNames.get(built.sql);
  if (name === undefined) {
    // More texts than any fixed set of shapes has is a caller's mistake; those run unnamed.
    name =
      shapeNames.size < SHAPES_MAX ? `shape_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}` : '';
    if (name) shapeNames.set(built.sql, name);
  }
  const prepared = db._.session.prepareQuery(built, undefined, name || undefined, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * A statement's value behind a one-row subquery, which no plan looks into: every plan estimates
 * it alike, so after five calls PostgreSQL keeps a prepared statement's generic plan, where a
 * custom plan priced for the value looked cheaper and it planned every call anew.
 * docs/decisions/017-perf-listing.md §Planned once
 */
export function plannedOnce(value: unknown, type: 'int' | 'text' | 'int[]'): SQL {
  const cast = sql.raw(type);
  // The outer cast makes it a value of that type, not a subquery (`= any(…)` would take one as a set).
  return sql`((select ${value}::${cast})::${cast})`;
}

/**
 * A whole number written into the statement's text, not passed as a parameter: for the fixed
 * numbers of a statement (a cap, a page size), so a custom plan cannot see more than the generic
 * one does. docs/decisions/017-perf-listing.md §Planned once
 */
export function inText(value: number): SQL {
  return sql.raw(String(Math.trunc(value)));
}
