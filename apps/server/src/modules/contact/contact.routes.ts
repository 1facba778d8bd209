import { ContactSendBodySchema, OkReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendQuestion } from './contact.service.ts';

export function registerContactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact/send',
    {
      schema: {
        tags: ['contact'],
        summary: 'A product question, mailed to the staff (rate-limited per IP)',
        body: ContactSendBodySchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request) => {
      await sendQuestion(app.shop, request.body, request.ip);
      return { success: true as const };
    },
  );
}
