import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller replies gain less than the header costs. */
const MIN_BYTES = 1024;
/**
 * Up to this size a reply is compressed in its own turn of the event loop: 0.02–0.16 ms of CPU for
 * the API's replies at these settings, where handing it to libuv's threads cost 2–4 times that in
 * CPU (docs/decisions/017-perf-listing.md §Compression of replies). A larger one (a 100-card
 * listing, a big export) goes to the threads, so it holds no other request up.
 */
const SYNC_MAX_BYTES = 64 * 1024;
/**
 * Brotli's quality by the reply's size (the same section): up to 8 kB (a product, the dropdown, a
 * page's shell) quality 1, within 3–5 % of quality 3's size at half its CPU; larger (listings, the
 * menu) quality 3, within 2–3 % of quality 4's size at half its CPU, where quality 1 was 10–15 %
 * larger.
 */
const brotliQuality = (size: number) => (size <= 8 * 1024 ? 1 : 3);
const COMPRESSIBLE = /^(application\/(json|xml|javascript)|text\/|image\/svg\+xml)/;

/** Brotli's window no larger than the reply: the encoder then sets up only the memory it needs. */
const brotliOptions = (size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(size),
    [zlib.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size))),
    ),
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS = { level: 6 };

async function compressed(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const sync = bytes.length <= SYNC_MAX_BYTES;
  if (encoding === 'br') {
    const options = brotliOptions(bytes.length);
    return sync ? brotliCompressSync(bytes, options) : brotli(bytes, options);
  }
  return sync ? gzipSync(bytes, GZIP_OPTIONS) : gz(bytes, GZIP_OPTIONS);
}

/**
 * Compresses the replies the app builds itself — the API's JSON and the SPA shell — with brotli
 * (at a low quality: faster than gzip, and smaller) or gzip, as the client accepts. A menu reply
 * is ~16 KB of JSON and ~2.4 KB compressed; on a phone's connection that is the difference on the
 * first view's critical path. Files (the built assets, media) are streams and untouched here: the
 * assets are precompressed at build time (`@fastify/static` preCompressed).
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    // The reply as bytes once: Fastify's Content-Length and the socket's write then take them as
    // they are. From a string, its UTF-8 length was measured here, again for Content-Length, and
    // then it was encoded: 0.16 against 0.08 ms for a listing's 28 KB of JSON with diacritics.
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < MIN_BYTES) return bytes;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
    if (!encoding) return bytes;
    const body = await compressed(bytes, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

/** The encoding a reply is compressed with for this Accept-Encoding (brotli first), or null. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptEncoding ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function appendVary(current: unknown, field: string): string {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === field)) return list.join(', ');
  return [...list, field].join(', ');
}
