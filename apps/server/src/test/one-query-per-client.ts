import pg from 'pg';

/**
 * pg 8 queues a query sent to a client that is still busy, and warns once ("Calling client.query()
 * when the client is already executing a query is deprecated and will be removed in pg@9.0"). A
 * transaction runs every statement on one client, so a `Promise.all` of reads given a transaction
 * does exactly that; it worked and warned, and after an upgrade it would fail. The server tests
 * refuse it now, at the call, so such code fails here (vitest.config.ts `setupFiles`). Reads in
 * parallel belong on the pool (`shop.db`), where each gets a client of its own.
 */
interface ClientInternals {
  _activeQuery: unknown;
  _queryQueue: unknown[];
  pipeline?: boolean;
}

const refusing = Symbol.for('shop.test.oneQueryPerClient');
const proto = pg.Client.prototype as pg.Client & { [refusing]?: true };
if (!proto[refusing]) {
  const query = proto.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; the arguments pass through untouched
  proto.query = function (this: pg.Client & ClientInternals, ...args: any[]) {
    if ((this._activeQuery || this._queryQueue.length > 0) && !this.pipeline) {
      throw new Error('a query was sent to a client still busy with another (a Promise.all on a transaction?)');
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return (query as (...a: any[]) => unknown).apply(this, args);
  } as typeof proto.query;
  proto[refusing] = true;
}
