import { HealthReplySchema, OkReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

const startedAt = Date.now();

export function registerSystemRoutes(app: FastifyInstance, database: Database, appVersion: string) {
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
        summary: 'Checks the database; reports its kind and version',
        response: { 200: HealthReplySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const version = await database.version();
      return {
        success: true as const,
        status: 'ok' as const,
        db: { kind: database.kind, version },
        version: appVersion,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  );
}
