import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicCache, registerEtags } from '../http/cache.ts';
import { registerCompression } from './compress.ts';
import { registerPublicReplies } from './public-replies.ts';

/**
 * A small app wired like app.ts: ETags, compression, the reply cache, then a stand-in for the sessions
 * (header `x-customer` = logged in; a request without `x-has-cookie` is handed a new cookie).
 */
async function app() {
  const server = Fastify();
  registerEtags(server);
  registerCompression(server);
  const replies = registerPublicReplies(server);
  server.decorateRequest('customer', async function (this: FastifyRequest) {
    return null;
  });
  server.addHook('onRequest', async (request, reply) => {
    const customer = request.headers['x-customer'] ? { id: Number(request.headers['x-customer']) } : null;
    request.customer = async () => customer as never;
    if (!request.headers['x-has-cookie']) reply.header('set-cookie', `sid=${Math.random()}; Path=/`);
  });
  let handled = 0;
  server.get('/product/:id', { config: { publicReply: true } }, async (request, reply) => {
    handled++;
    const { id } = request.params as { id: string };
    if (id === 'missing') return reply.code(404).send({ success: false });
    const body = { id, handled, text: 'x'.repeat(2000) };
    if (await request.customer()) {
      reply.header('cache-control', 'private, no-store');
      return { ...body, price: 10 };
    }
    return publicCache(request, reply, body, 30);
  });
  server.get('/other/:id', async (request, reply) => {
    handled++;
    return publicCache(request, reply, { handled }, 30);
  });
  await server.ready();
  return { server, replies, handled: () => handled };
}

describe('the anonymous reply cache', () => {
  it('serves the finished reply again to the next anonymous visitor, per URL and encoding', async () => {
    const { server, handled } = await app();
    const first = await server.inject({ url: '/product/1', headers: { 'accept-encoding': 'br', 'x-has-cookie': '1' } });
    const again = await server.inject({ url: '/product/1', headers: { 'accept-encoding': 'br', 'x-has-cookie': '1' } });
    expect(handled()).toBe(1);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString()).handled).toBe(1);

    const plain = await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().handled).toBe(2);
    await server.inject({ url: '/product/2', headers: { 'x-has-cookie': '1' } });
    expect(handled()).toBe(3);
    // A route not marked publicReply is never kept.
    await server.inject({ url: '/other/1' });
    await server.inject({ url: '/other/1' });
    expect(handled()).toBe(5);
    await server.close();
  });

  it('answers 304 to a matching If-None-Match from the kept reply', async () => {
    const { server, handled } = await app();
    const first = await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1' } });
    const revalidated = await server.inject({
      url: '/product/1',
      headers: { 'x-has-cookie': '1', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(handled()).toBe(1);
    await server.close();
  });

  it('never serves a kept reply to a logged-in viewer, and never keeps theirs', async () => {
    const { server, handled } = await app();
    await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1' } });
    const customer = await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1', 'x-customer': '7' } });
    expect(customer.json().price).toBe(10);
    expect(handled()).toBe(2);
    await server.inject({ url: '/product/3', headers: { 'x-has-cookie': '1', 'x-customer': '7' } });
    const anonymous = await server.inject({ url: '/product/3', headers: { 'x-has-cookie': '1' } });
    expect(anonymous.json().price).toBeUndefined();
    expect(handled()).toBe(4);
    await server.close();
  });

  it("keeps no visitor's cookie: a reply handing out a cookie is kept without it", async () => {
    const { server, handled } = await app();
    const first = await server.inject({ url: '/product/1' });
    expect(first.headers['set-cookie']).toBeDefined();
    const again = await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1' } });
    expect(handled()).toBe(1);
    expect(again.headers['set-cookie']).toBeUndefined();
    // A new visitor gets a cookie of its own (set by the sessions), not the first visitor's.
    const newcomer = await server.inject({ url: '/product/1' });
    expect(handled()).toBe(1);
    expect(newcomer.headers['set-cookie']).not.toBe(first.headers['set-cookie']);
    await server.close();
  });

  it('keeps no error reply, and forgets everything on clear()', async () => {
    const { server, replies, handled } = await app();
    await server.inject({ url: '/product/missing', headers: { 'x-has-cookie': '1' } });
    await server.inject({ url: '/product/missing', headers: { 'x-has-cookie': '1' } });
    expect(handled()).toBe(2);
    await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1' } });
    replies.clear();
    const fresh = await server.inject({ url: '/product/1', headers: { 'x-has-cookie': '1' } });
    expect(fresh.json().handled).toBe(4);
    await server.close();
  });
});
