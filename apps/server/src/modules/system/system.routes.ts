import { HealthReplySchema, OkReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

export function registerSystemRoutes(app: FastifyInstance, database: Database) {
  // No database, no session work worth measuring: the benchmarks' in-process baseline.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ping',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness without touching the database',
        response: { 200: OkReplySchema },
      },
    },
    async () => ({ success: true as const }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'ok when the database answers (503 unavailable otherwise); says nothing about what runs',
        response: { 200: HealthReplySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // Asked only so the database has to answer; what it is stays out of a public reply.
      await database.version();
      return { success: true as const, status: 'ok' as const };
    },
  );
}
