import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const PACKETA_WIDGET_ORIGIN = 'https://widget.packeta.com';

/** Security headers with a CSP that allows no inline script, and a per-IP request budget. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const packeta = config.packetaApiKey ? [PACKETA_WIDGET_ORIGIN] : [];
  await app.register(helmet, {
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
