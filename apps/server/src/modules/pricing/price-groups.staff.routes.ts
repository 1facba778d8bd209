import {
  PriceGroupDetailReplySchema,
  PriceGroupListReplySchema,
  PriceGroupParamsSchema,
  PriceGroupRulesSchema,
  PriceGroupSaveBodySchema,
  PricePreviewReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewPriceGroup, priceGroupDetail, priceGroupList, savePriceGroup } from './price-groups.service.ts';

/** Price groups and their discount rules (docs/requirements/back-office.md §Price groups and rules). */
export function registerPriceGroupStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const staff = ['sales'] as const;

  api.get(
    '/staff/price-groups',
    {
      config: { staff: [...staff] },
      schema: {
        tags,
        summary: 'Price groups with their default discount and how many rules and customers each has',
        response: { 200: PriceGroupListReplySchema },
      },
    },
    async () => priceGroupList(app.shop),
  );

  api.get(
    '/staff/price-groups/:id',
    {
      config: { staff: [...staff] },
      schema: {
        tags,
        summary: 'A price group with its rules, version, and the vendors and categories a rule can name',
        params: PriceGroupParamsSchema,
        response: { 200: PriceGroupDetailReplySchema },
      },
    },
    async (request) => priceGroupDetail(app.shop, request.params.id),
  );

  api.post(
    '/staff/price-groups/:id/preview',
    {
      config: { staff: [...staff], writesNothing: true },
      schema: {
        tags,
        summary: 'Prices a few products the edited rules touch, before and after (stores nothing)',
        params: PriceGroupParamsSchema,
        body: PriceGroupRulesSchema,
        response: { 200: PricePreviewReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      samples: await previewPriceGroup(app.shop, request.params.id, request.body),
    }),
  );

  api.put(
    '/staff/price-groups/:id',
    {
      config: { staff: [...staff] },
      schema: {
        tags,
        summary: "Store the group's default and rules, made on `version` (409 `prices.stale` when older); audited",
        params: PriceGroupParamsSchema,
        body: PriceGroupSaveBodySchema,
        response: { 200: PriceGroupDetailReplySchema },
      },
    },
    async (request) => savePriceGroup(app.shop, request, request.params.id, request.body),
  );
}
