import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media, productAttachments } from '../../db/schema/index.ts';

export async function findMedia(db: DbOrTx, path: string) {
  const rows = await db
    .select({ contentType: media.contentType, bytes: media.bytes, etag: media.etag })
    .from(media)
    .where(eq(media.path, path))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether a stored file is a product attachment (datasheets, manuals: for logged-in customers only). */
export async function isProductAttachment(db: DbOrTx, path: string): Promise<boolean> {
  const rows = await db
    .select({ id: productAttachments.id })
    .from(productAttachments)
    .where(eq(productAttachments.url, `/media/${path}`))
    .limit(1);
  return rows.length > 0;
}
