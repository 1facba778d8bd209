import {
  CatalogueCategoriesReplySchema,
  CatalogueCategoryReplySchema,
  CatalogueIdParamsSchema,
  CatalogueProductReplySchema,
  CatalogueProductsQuerySchema,
  CatalogueProductsReplySchema,
  CatalogueVendorReplySchema,
  CatalogueVendorsReplySchema,
  CategoryInputSchema,
  CategoryReorderBodySchema,
  ParameterNamesQuerySchema,
  ParameterNamesReplySchema,
  ProductDeleteBodySchema,
  ProductDuplicateBodySchema,
  ProductInputSchema,
  ProductSaleBodySchema,
  ProductUpdateSchema,
  VendorInputSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProduct,
  duplicateProduct,
  editProduct,
  parameterNames,
  productDetail,
  productList,
  removeProduct,
  setOnSale,
} from './catalogue.service.ts';
import { categoryTree, createCategory, editCategory, removeCategory, reorderCategory } from './categories.service.ts';
import { createVendor, removeVendor, renameVendor, vendorList } from './vendors.service.ts';

const DoneSchema = z.object({ success: z.literal(true) });

/**
 * Catalogue editing in the back office (docs/decisions/010-back-office.md §Roles: content and
 * admin): products, categories, vendors. Paths are relative to /admin/v1; each route is one
 * service call. Deleting is a POST to `…/:id/delete`: a product's delete carries the version
 * it was shown at in its body, and the staff client sends bodies with POST and PUT only.
 */
export function registerCatalogueStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const tags = ['staff'];
  const config = { staff: ['content'] as const };
  const base = '/staff/catalogue';
  const product = async (p: Promise<Awaited<ReturnType<typeof productDetail>>>) => ({
    success: true as const,
    product: await p,
  });

  // ---------------------------------------------------------------- products

  api.get(
    `${base}/products`,
    {
      config,
      schema: {
        tags,
        summary: 'Products, withdrawn ones too: search (code, EAN, name), filters, newest first, offset paging',
        querystring: CatalogueProductsQuerySchema,
        response: { 200: CatalogueProductsReplySchema },
      },
    },
    async (request) => productList(shop(), request.query),
  );

  api.get(
    `${base}/products/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'A product as the editor shows it, with its version',
        params: CatalogueIdParamsSchema,
        response: { 200: CatalogueProductReplySchema },
      },
    },
    async (request) => product(productDetail(shop().db, request.params.id)),
  );

  api.post(
    `${base}/products`,
    {
      config,
      schema: {
        tags,
        summary: 'Create a product (on sale at once)',
        body: ProductInputSchema,
        response: { 200: CatalogueProductReplySchema },
      },
    },
    async (request) => product(createProduct(shop(), request, request.body)),
  );

  api.put(
    `${base}/products/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Save a product; 409 when it changed since `version` (names who changed it)',
        params: CatalogueIdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: CatalogueProductReplySchema },
      },
    },
    async (request) => product(editProduct(shop(), request, request.params.id, request.body)),
  );

  api.post(
    `${base}/products/:id/sale`,
    {
      config,
      schema: {
        tags,
        summary: 'Withdraw from sale (active false) or put back (active true); 409 when stale',
        params: CatalogueIdParamsSchema,
        body: ProductSaleBodySchema,
        response: { 200: CatalogueProductReplySchema },
      },
    },
    async (request) => product(setOnSale(shop(), request, request.params.id, request.body)),
  );

  api.post(
    `${base}/products/:id/duplicate`,
    {
      config,
      schema: {
        tags,
        summary: 'Copy a product under a new code (withdrawn, without EAN and images)',
        params: CatalogueIdParamsSchema,
        body: ProductDuplicateBodySchema,
        response: { 200: CatalogueProductReplySchema },
      },
    },
    async (request) => product(duplicateProduct(shop(), request, request.params.id, request.body.code)),
  );

  api.post(
    `${base}/products/:id/delete`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a product no order names; 409 for an ordered one (withdraw it instead)',
        params: CatalogueIdParamsSchema,
        body: ProductDeleteBodySchema,
        response: { 200: DoneSchema },
      },
    },
    async (request) => {
      await removeProduct(shop(), request, request.params.id, request.body.version);
      return { success: true as const };
    },
  );

  api.get(
    `${base}/parameter-names`,
    {
      config,
      schema: {
        tags,
        summary: 'Parameter names used before that contain the text (the editor suggests them)',
        querystring: ParameterNamesQuerySchema,
        response: { 200: ParameterNamesReplySchema },
      },
    },
    async (request) => parameterNames(shop(), request.query.q),
  );

  // ---------------------------------------------------------------- categories

  api.get(
    `${base}/categories`,
    {
      config,
      schema: {
        tags,
        summary: 'Every category in tree order with its product and subcategory counts',
        response: { 200: CatalogueCategoriesReplySchema },
      },
    },
    async () => ({ success: true as const, categories: await categoryTree(shop().db) }),
  );

  api.post(
    `${base}/categories`,
    {
      config,
      schema: {
        tags,
        summary: 'Create a category (last among its siblings)',
        body: CategoryInputSchema,
        response: { 200: CatalogueCategoryReplySchema },
      },
    },
    async (request) => ({ success: true as const, category: await createCategory(shop(), request, request.body) }),
  );

  api.put(
    `${base}/categories/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename, move (never under itself), recolour or redescribe; descendants keep consistent paths',
        params: CatalogueIdParamsSchema,
        body: CategoryInputSchema,
        response: { 200: CatalogueCategoryReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      category: await editCategory(shop(), request, request.params.id, request.body),
    }),
  );

  api.post(
    `${base}/categories/:id/reorder`,
    {
      config,
      schema: {
        tags,
        summary: 'Move a category one place up or down among its siblings',
        params: CatalogueIdParamsSchema,
        body: CategoryReorderBodySchema,
        response: { 200: CatalogueCategoriesReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      categories: await reorderCategory(shop(), request, request.params.id, request.body.direction),
    }),
  );

  api.post(
    `${base}/categories/:id/delete`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete an empty category; 409 while it has products or subcategories',
        params: CatalogueIdParamsSchema,
        response: { 200: DoneSchema },
      },
    },
    async (request) => {
      await removeCategory(shop(), request, request.params.id);
      return { success: true as const };
    },
  );

  // ---------------------------------------------------------------- vendors

  api.get(
    `${base}/vendors`,
    {
      config,
      schema: {
        tags,
        summary: 'Every vendor (brand) with its product count',
        response: { 200: CatalogueVendorsReplySchema },
      },
    },
    async () => vendorList(shop().db),
  );

  api.post(
    `${base}/vendors`,
    {
      config,
      schema: {
        tags,
        summary: 'Create a vendor',
        body: VendorInputSchema,
        response: { 200: CatalogueVendorReplySchema },
      },
    },
    async (request) => ({ success: true as const, vendor: await createVendor(shop(), request, request.body.name) }),
  );

  api.put(
    `${base}/vendors/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename a vendor (its slug and addresses stay)',
        params: CatalogueIdParamsSchema,
        body: VendorInputSchema,
        response: { 200: CatalogueVendorReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      vendor: await renameVendor(shop(), request, request.params.id, request.body.name),
    }),
  );

  api.post(
    `${base}/vendors/:id/delete`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a vendor no product names; 409 otherwise',
        params: CatalogueIdParamsSchema,
        response: { 200: DoneSchema },
      },
    },
    async (request) => {
      await removeVendor(shop(), request, request.params.id);
      return { success: true as const };
    },
  );
}
