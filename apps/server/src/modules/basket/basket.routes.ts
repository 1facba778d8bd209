import type { FastifyInstance } from 'fastify';

/** Wired in app.ts; filled by its issue. */
export function registerBasketRoutes(_app: FastifyInstance) {}
