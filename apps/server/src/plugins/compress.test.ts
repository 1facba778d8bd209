import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCompression } from './compress.ts';

async function app() {
  const server = Fastify();
  registerCompression(server);
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, label: `Položka ${i}` })) };
  server.get('/big', async () => big);
  // Over SYNC_MAX_BYTES (64 kB): compressed on libuv's threads instead of in the request's turn.
  const huge = {
    items: Array.from({ length: 3000 }, (_, i) => ({ id: i, label: `Položka ${i} ${'ž'.repeat(i % 7)}` })),
  };
  server.get('/huge', async () => huge);
  server.get('/small', async () => ({ ok: true }));
  server.get('/html', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>x</p>'.repeat(300)));
  await server.ready();
  return { server, big, huge };
}

describe('compression of built replies', () => {
  it('answers brotli or gzip as accepted, with Vary, and leaves small replies alone', async () => {
    const { server, big, huge } = await app();
    const br = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await server.inject({ url: '/html', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('<p>x</p>'.repeat(300));

    const plain = await server.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    // Sent as the bytes encoded here: the length counts each "ž" as two bytes.
    const json = JSON.stringify(big);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(json));
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(json.length);
    // A reply past the size compressed at once takes the threads, whole, in either encoding.
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(64 * 1024);
    const hugeBr = await server.inject({ url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(hugeBr.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(hugeBr.rawPayload).toString())).toEqual(huge);
    const hugeGz = await server.inject({ url: '/huge', headers: { 'accept-encoding': 'gzip' } });
    expect(hugeGz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(hugeGz.rawPayload).toString())).toEqual(huge);
    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    await server.close();
  });
});
