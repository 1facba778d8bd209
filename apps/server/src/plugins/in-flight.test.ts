import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerInFlight } from './in-flight.ts';

/** An app wired like app.ts: the counter first, then routes, and an onClose that "closes the database". */
async function app() {
  const server = Fastify();
  const inFlight = registerInFlight(server);
  const database = { open: true };
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const seen: boolean[] = [];
  server.post('/slow', async () => {
    arrived();
    await gate;
    seen.push(database.open);
    return { ok: database.open };
  });
  server.get('/fast', async () => ({ ok: true }));
  server.addHook('onClose', async () => {
    await inFlight.drained(2000);
    database.open = false;
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.server.address() as AddressInfo).port;
  return { server, inFlight, database, release, started, seen, port };
}

/** A request to the slow route, once its handler is running. */
async function slowRequest(a: Awaited<ReturnType<typeof app>>) {
  const request = http.request({
    port: a.port,
    path: '/slow',
    method: 'POST',
    host: '127.0.0.1',
    headers: { 'content-type': 'application/json' },
  });
  request.on('error', () => {});
  request.end('{}');
  await a.started;
  return request;
}

describe('requests in flight at shutdown', () => {
  it('closes the database only after a request whose client hung up has finished', async () => {
    const a = await app();
    const request = await slowRequest(a);
    expect(a.inFlight.active).toBe(1);
    request.destroy(); // the client leaves; its connection closes with the handler still running
    const closed = a.server.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(a.database.open).toBe(true); // close waits for the handler
    a.release();
    await closed;
    expect(a.seen).toEqual([true]);
    expect(a.database.open).toBe(false);
    expect(a.inFlight.active).toBe(0);
  });

  it('counts every kind of request out again: answered, not found, refused before the handler', async () => {
    const a = await app();
    const base = `http://127.0.0.1:${a.port}`;
    expect((await fetch(`${base}/fast`)).status).toBe(200);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    expect(
      (await fetch(`${base}/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }))
        .status,
    ).toBe(400);
    expect(a.inFlight.active).toBe(0);
    expect(await a.inFlight.drained(10)).toBe(true);
    await a.server.close();
  });

  it('leaves a handler that sends and returns nothing alone while a slow onSend hook runs', async () => {
    const server = Fastify();
    const inFlight = registerInFlight(server);
    // Like compression: a body is replaced after an await, an empty reply passes at once.
    server.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload !== 'string') return payload;
      await new Promise((r) => setTimeout(r, 20));
      return payload.toUpperCase();
    });
    server.get('/sends', (_request, reply) => {
      reply.type('text/plain').send('the whole body');
    });
    const res = await server.inject({ method: 'GET', url: '/sends' });
    expect(res.body).toBe('THE WHOLE BODY');
    expect(inFlight.active).toBe(0);
    await server.close();
  });

  it('gives up waiting after its limit, so a hung request cannot hold a shutdown forever', async () => {
    const a = await app();
    const request = await slowRequest(a);
    expect(await a.inFlight.drained(50)).toBe(false);
    a.release();
    expect(await a.inFlight.drained(1000)).toBe(true);
    request.destroy();
    await a.server.close();
  });
});
