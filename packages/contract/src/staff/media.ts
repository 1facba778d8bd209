import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';

/**
 * Product images, attachments and vendor logos in the back office
 * (docs/requirements/catalogue.md §Images and attachments).
 */

/** The largest image file a staff member may upload (each of several). */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Images per upload request, and what they may total (all are held while being checked). */
export const IMAGE_MAX_FILES = 10;
export const IMAGE_MAX_REQUEST_BYTES = 60 * 1024 * 1024;
/** Pixels an image may have before it is decoded at all (a "decompression bomb" is refused). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The largest PDF attachment. */
export const ATTACHMENT_MAX_BYTES = 30 * 1024 * 1024;
/** The largest vendor logo upload. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** What the upload fields accept (the server checks the bytes, not these). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const ATTACHMENT_ACCEPT = 'application/pdf,.pdf';
/** Suggested attachment groups (any text is allowed). */
export const ATTACHMENT_GROUPS = ['Technický list', 'Návod', 'Certifikát'] as const;

/** Refusals of an upload; the Slovak texts are in apps/staff/src/i18n/sk.json under the code. */
export const MediaErrorCode = {
  notAnImage: 'media.not-an-image',
  tooManyPixels: 'media.too-many-pixels',
  notAPdf: 'media.not-a-pdf',
  tooLarge: 'media.too-large',
  empty: 'media.empty',
  noFile: 'media.no-file',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const ProductMediaParamsSchema = z.object({ id });
export const ProductImageParamsSchema = z.object({ id, imageId: id });
export const ProductAttachmentParamsSchema = z.object({ id, attachmentId: id });
export const VendorLogoParamsSchema = z.object({ id });

export const StaffImageSchema = z.object({
  id: z.number().int(),
  src: z.string(),
  caption: z.string(),
  cover: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  sort: z.number().int(),
  variants: z.object({ widths: z.array(z.number().int()), avif: z.array(z.number().int()) }).nullable(),
});
export type StaffImage = z.infer<typeof StaffImageSchema>;

export const StaffAttachmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  group: z.string(),
  filename: z.string(),
  url: z.string(),
  filesize: z.number().int(),
  sort: z.number().int(),
});
export type StaffAttachment = z.infer<typeof StaffAttachmentSchema>;

export const ProductMediaReplySchema = ok({
  product: z.object({ id: z.number().int(), code: z.string(), name: z.string(), slug: z.string() }),
  images: z.array(StaffImageSchema),
  attachments: z.array(StaffAttachmentSchema),
});
export type ProductMediaReply = z.infer<typeof ProductMediaReplySchema>;

export const ProductImagesReplySchema = ok({ images: z.array(StaffImageSchema) });
export type ProductImagesReply = z.infer<typeof ProductImagesReplySchema>;
export const ProductAttachmentsReplySchema = ok({ attachments: z.array(StaffAttachmentSchema) });
export type ProductAttachmentsReply = z.infer<typeof ProductAttachmentsReplySchema>;

/** PATCH …/images/{imageId}: the alt text, or make it the cover (exactly one image is the cover). */
export const ImageUpdateBodySchema = z
  .object({ caption: dbText().trim().max(300).optional(), cover: z.literal(true).optional() })
  .refine((b) => b.caption !== undefined || b.cover !== undefined, { message: 'nothing to change' });
export type ImageUpdateBody = z.infer<typeof ImageUpdateBodySchema>;

/** PUT …/images/order and …/attachments/order: every id of the product, in the new order. */
export const MediaOrderBodySchema = z.object({ ids: z.array(id).min(1).max(500) });
export type MediaOrderBody = z.infer<typeof MediaOrderBodySchema>;

export const AttachmentTitleSchema = dbText().trim().min(1).max(200);
export const AttachmentGroupNameSchema = dbText().trim().min(1).max(100);

export const AttachmentUpdateBodySchema = z
  .object({ title: AttachmentTitleSchema.optional(), group: AttachmentGroupNameSchema.optional() })
  .refine((b) => b.title !== undefined || b.group !== undefined, { message: 'nothing to change' });
export type AttachmentUpdateBody = z.infer<typeof AttachmentUpdateBodySchema>;

export const VendorLogoReplySchema = ok({
  vendor: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
});
export type VendorLogoReply = z.infer<typeof VendorLogoReplySchema>;
