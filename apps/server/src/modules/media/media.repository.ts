import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

export async function findMedia(db: DbOrTx, path: string) {
  const rows = await db
    .select({ contentType: media.contentType, bytes: media.bytes, etag: media.etag })
    .from(media)
    .where(eq(media.path, path))
    .limit(1);
  return rows[0] ?? null;
}
