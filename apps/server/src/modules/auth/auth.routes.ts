import { SignUserReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';

export function registerAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sign/user',
    { schema: { tags: ['auth'], summary: 'Session check: the logged-in user or 401', response: { 200: SignUserReplySchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return {
        success: true as const,
        user: {
          username: customer.email,
          auth_check: app.shop.sessions.idHash(request).slice(0, 16),
          last_auth_check: customer.sessionCreatedAt.toISOString(),
          first_name: customer.firstName,
          last_name: customer.lastName,
          company_name: customer.companyName,
        },
      };
    },
  );
}
