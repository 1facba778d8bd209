import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

/**
 * Counts the requests this process is still working on, so a shutdown closes the database only
 * after they are done. Fastify's close ends when every connection is closed, but a client that
 * hung up (a proxy's timeout, a load test stopping) closes its connection while its request is
 * still running: without this the request then meets a closed pool and answers 500, and a checkout
 * half-way through is lost. A request counts from its arrival until its handler has finished or
 * its reply was sent, whichever comes first (a reply to a client that left is never "sent").
 * Must be registered before the routes: it wraps each route's handler.
 */
export function registerInFlight(app: FastifyInstance) {
  let active = 0;
  let waiters: (() => void)[] = [];
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    active--;
    if (active > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    active++;
  });
  app.addHook('onResponse', async (request) => done(request));
  // The wrapper answers as the handler does: synchronously for a synchronous one. Made async, a
  // handler that calls `reply.send` and returns nothing (swagger-ui's routes) resolved `undefined`
  // while an async onSend hook (compression) still ran, and Fastify then sent the reply a second
  // time, empty.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (err) {
        done(request);
        throw err;
      }
      if (isThenable(result)) return Promise.resolve(result).finally(() => done(request));
      done(request);
      return result;
    } as RouteHandlerMethod;
  });
  return {
    get active() {
      return active;
    },
    /** Resolves true once nothing is in flight, or false after `timeoutMs`. */
    drained(timeoutMs: number): Promise<boolean> {
      if (active === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';
