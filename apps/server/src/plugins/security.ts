import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

export const PACKETA_WIDGET_ORIGIN = 'https://widget.packeta.com';

/**
 * Security headers with a CSP that allows no inline script, and a per-IP request budget.
 * helmet's middleware is built once here: @fastify/helmet built it again for every request
 * (parsing the CSP each time), a measurable share of the server's CPU under load.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const packeta = config.packetaApiKey ? [PACKETA_WIDGET_ORIGIN] : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...packeta],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: packeta.length ? packeta : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // By the matched route: a percent-encoded path (`/%61dmin/v1/…`) reaches the same API routes.
    allowList: (request) => !(request.routeOptions.url ?? request.url).startsWith('/admin/v1'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      error: [{ code: ErrorCode.tooManyRequests, message: `retry after ${Math.ceil(context.ttl / 1000)} s` }],
    }),
  });
}
