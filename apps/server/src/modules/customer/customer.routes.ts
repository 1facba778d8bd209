import type { FastifyInstance } from 'fastify';

/** Wired in app.ts; filled by its issue. */
export function registerCustomerRoutes(_app: FastifyInstance) {}
