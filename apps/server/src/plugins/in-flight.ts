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
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      try {
        return await handler.call(this, request, reply);
      } finally {
        done(request);
      }
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
