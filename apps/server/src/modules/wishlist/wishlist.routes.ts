import type { FastifyInstance } from 'fastify';

/** Wired in app.ts; filled by its issue. */
export function registerWishlistRoutes(_app: FastifyInstance) {}
