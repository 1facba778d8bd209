import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  AttachmentGroupNameSchema,
  AttachmentTitleSchema,
  AttachmentUpdateBodySchema,
  BannerImageReplySchema,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  IMAGE_MAX_REQUEST_BYTES,
  ImageUpdateBodySchema,
  LOGO_MAX_BYTES,
  MediaOrderBodySchema,
  ProductAttachmentParamsSchema,
  ProductAttachmentsReplySchema,
  ProductImageParamsSchema,
  ProductImagesReplySchema,
  ProductMediaParamsSchema,
  ProductMediaReplySchema,
  VendorLogoParamsSchema,
  VendorLogoReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.ts';
import * as service from './media-staff.service.ts';
import { readUploads } from './multipart-upload.ts';

const content = { staff: ['content'] as const };
const tags = ['staff'];
const ok = <T extends object>(data: T) => ({ success: true as const, ...data });

/** A multipart text field checked like a JSON one (400 with the field as `key`). */
function field<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
  key: string,
): T {
  const parsed = schema.safeParse(value ?? '');
  if (!parsed.success) throw badRequest(key);
  return parsed.data;
}

/**
 * Product images and attachments, vendor logos (docs/requirements/catalogue.md §Images and attachments),
 * home page banner images (docs/requirements/back-office.md §Homepage).
 * Uploads are multipart (`file` parts); only this plugin accepts multipart bodies.
 */
export async function registerMediaStaffRoutes(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const products = '/staff/catalogue/products/:id';

  api.get(
    `${products}/media`,
    {
      config: content,
      schema: {
        tags,
        summary: "A product's images and attachments",
        params: ProductMediaParamsSchema,
        response: { 200: ProductMediaReplySchema },
      },
    },
    async (request) => ok(await service.productMedia(shop(), request.params.id)),
  );

  api.post(
    `${products}/images`,
    {
      config: content,
      schema: {
        tags,
        summary: 'Upload images (multipart `file` parts: JPEG, PNG or WebP, each up to 20 MB); all or none are stored',
        params: ProductMediaParamsSchema,
        response: { 200: ProductImagesReplySchema },
      },
    },
    async (request) => {
      const { files } = await readUploads(request, {
        maxBytes: IMAGE_MAX_BYTES,
        maxFiles: IMAGE_MAX_FILES,
        maxTotal: IMAGE_MAX_REQUEST_BYTES,
      });
      return ok({ images: await service.uploadImages(shop(), request, request.params.id, files) });
    },
  );

  api.put(
    `${products}/images/order`,
    {
      config: content,
      schema: {
        tags,
        summary: "Reorder a product's images (every id once)",
        params: ProductMediaParamsSchema,
        body: MediaOrderBodySchema,
        response: { 200: ProductImagesReplySchema },
      },
    },
    async (request) =>
      ok({ images: await service.reorderImages(shop(), request, request.params.id, request.body.ids) }),
  );

  api.patch(
    `${products}/images/:imageId`,
    {
      config: content,
      schema: {
        tags,
        summary: "Change an image's alt text, or make it the cover",
        params: ProductImageParamsSchema,
        body: ImageUpdateBodySchema,
        response: { 200: ProductImagesReplySchema },
      },
    },
    async (request) =>
      ok({
        images: await service.updateProductImage(
          shop(),
          request,
          request.params.id,
          request.params.imageId,
          request.body,
        ),
      }),
  );

  api.delete(
    `${products}/images/:imageId`,
    {
      config: content,
      schema: {
        tags,
        summary: 'Delete an image and its files',
        params: ProductImageParamsSchema,
        response: { 200: ProductImagesReplySchema },
      },
    },
    async (request) =>
      ok({ images: await service.removeImage(shop(), request, request.params.id, request.params.imageId) }),
  );

  api.post(
    `${products}/attachments`,
    {
      config: content,
      schema: {
        tags,
        summary: 'Upload a PDF attachment (multipart: `title`, `group`, one `file` up to 30 MB)',
        params: ProductMediaParamsSchema,
        response: { 200: ProductAttachmentsReplySchema },
      },
    },
    async (request) => {
      const { files, fields } = await readUploads(request, { maxBytes: ATTACHMENT_MAX_BYTES, maxFiles: 1 });
      const [file] = files;
      if (!file) throw badRequest('file');
      const title = field(AttachmentTitleSchema, fields.title || file.name.replace(/\.pdf$/i, ''), 'title');
      const group = field(AttachmentGroupNameSchema, fields.group, 'group');
      return ok({
        attachments: await service.uploadAttachment(shop(), request, request.params.id, { file, title, group }),
      });
    },
  );

  api.put(
    `${products}/attachments/order`,
    {
      config: content,
      schema: {
        tags,
        summary: "Reorder a product's attachments (every id once)",
        params: ProductMediaParamsSchema,
        body: MediaOrderBodySchema,
        response: { 200: ProductAttachmentsReplySchema },
      },
    },
    async (request) =>
      ok({ attachments: await service.reorderAttachments(shop(), request, request.params.id, request.body.ids) }),
  );

  api.patch(
    `${products}/attachments/:attachmentId`,
    {
      config: content,
      schema: {
        tags,
        summary: 'Rename an attachment or move it to another group',
        params: ProductAttachmentParamsSchema,
        body: AttachmentUpdateBodySchema,
        response: { 200: ProductAttachmentsReplySchema },
      },
    },
    async (request) =>
      ok({
        attachments: await service.updateProductAttachment(
          shop(),
          request,
          request.params.id,
          request.params.attachmentId,
          request.body,
        ),
      }),
  );

  api.delete(
    `${products}/attachments/:attachmentId`,
    {
      config: content,
      schema: {
        tags,
        summary: 'Delete an attachment (and its file when no other product links it)',
        params: ProductAttachmentParamsSchema,
        response: { 200: ProductAttachmentsReplySchema },
      },
    },
    async (request) =>
      ok({
        attachments: await service.removeAttachment(shop(), request, request.params.id, request.params.attachmentId),
      }),
  );

  const logo = '/staff/catalogue/vendors/:id/logo';
  api.get(
    logo,
    {
      config: content,
      schema: {
        tags,
        summary: "A vendor's logo",
        params: VendorLogoParamsSchema,
        response: { 200: VendorLogoReplySchema },
      },
    },
    async (request) => ok({ vendor: await service.vendorLogo(shop(), request.params.id) }),
  );

  api.post(
    logo,
    {
      config: content,
      schema: {
        tags,
        summary: "Upload a vendor's logo (multipart `file`: PNG, JPEG or WebP up to 5 MB; stored as a small WebP)",
        params: VendorLogoParamsSchema,
        response: { 200: VendorLogoReplySchema },
      },
    },
    async (request) => {
      const { files } = await readUploads(request, { maxBytes: LOGO_MAX_BYTES, maxFiles: 1 });
      const [file] = files;
      if (!file) throw badRequest('file');
      return ok({ vendor: await service.uploadVendorLogo(shop(), request, request.params.id, file) });
    },
  );

  api.delete(
    logo,
    {
      config: content,
      schema: {
        tags,
        summary: "Remove a vendor's logo",
        params: VendorLogoParamsSchema,
        response: { 200: VendorLogoReplySchema },
      },
    },
    async (request) => ok({ vendor: await service.removeVendorLogo(shop(), request, request.params.id) }),
  );

  api.post(
    '/staff/homepage/banner-image',
    {
      config: content,
      schema: {
        tags,
        summary:
          "Upload a home page banner's image (multipart `file`: JPEG, PNG or WebP up to 20 MB); answers its address, size and sizes; audited",
        response: { 200: BannerImageReplySchema },
      },
    },
    async (request) => {
      const { files } = await readUploads(request, { maxBytes: IMAGE_MAX_BYTES, maxFiles: 1 });
      const [file] = files;
      if (!file) throw badRequest('file');
      return ok({ banner: await service.uploadBannerImage(shop(), request, file) });
    },
  );
}
