import cookie from '@fastify/cookie';
import { ErrorCode, StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { registerStaffSessions } from '../../plugins/staff-session.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, type StaffBrowser, staffSession, staffSessionDirectly } from '../../test/staff.ts';
import { CLI, diffChanges, recordAudit, registerAuditCheck } from './audit.ts';
import { registerStaffGuard } from './guard.ts';

let shop: TestShop;
let admin: StaffBrowser;
beforeAll(async () => {
  shop = await createTestShop('empty');
  admin = (await staffSession(shop, 'admin')).client;
});
afterAll(() => shop.close());

const AUDIT = '/admin/v1/staff/audit';

async function insertEntries(staffId: number | null, entity: string, count: number, at = 'now()') {
  for (let i = 0; i < count; i++) {
    await shop.app.shop.db.execute(
      sql`insert into audit_log (at, staff_id, action, entity, entity_id, summary, changes)
          values (${sql.raw(at)}, ${staffId}, ${`${entity}.test`}, ${entity}, ${String(i)}, ${`Záznam ${i}`}, '{}')`,
    );
  }
}

describe('the audit log page', () => {
  it('pages newest first by keyset until the end, without gaps or repeats', async () => {
    const sales = await createStaff(shop, 'sales');
    await insertEntries(sales.id, 'paging', 7);
    const seen: number[] = [];
    let after: string | null = '';
    let pages = 0;
    while (after !== null) {
      const res = await admin.get(`${AUDIT}?entity=paging&limit=3${after ? `&after=${after}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.entries.map((e: { id: number }) => e.id));
      after = body.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);

    const oldestFirst = (await admin.get(`${AUDIT}?entity=paging&sort=at&limit=50`)).json();
    expect(oldestFirst.entries.map((e: { id: number }) => e.id)).toEqual([...seen].reverse());
    expect(oldestFirst.next).toBeNull();
  });

  it('filters by staff member, entity, action and Slovak days', async () => {
    const a = await createStaff(shop, 'sales', { name: 'Anna Filtrová' });
    const b = await createStaff(shop, 'warehouse');
    await insertEntries(a.id, 'filtre', 2);
    await insertEntries(b.id, 'filtre', 1);
    await insertEntries(a.id, 'filtre', 1, `'2026-03-01T23:30:00Z'`); // 2 March in Bratislava
    await insertEntries(a.id, 'filtre', 1, `'2026-03-02T23:30:00Z'`); // 3 March in Bratislava

    const byStaff = (await admin.get(`${AUDIT}?entity=filtre&staff=${a.id}`)).json();
    expect(byStaff.entries).toHaveLength(4);
    expect(byStaff.entries[0].staff).toEqual({ id: a.id, name: 'Anna Filtrová', email: a.email });
    expect((await admin.get(`${AUDIT}?entity=filtre&staff=${b.id}`)).json().entries).toHaveLength(1);
    expect((await admin.get(`${AUDIT}?action=filtre.test`)).json().entries).toHaveLength(5);
    const day = (await admin.get(`${AUDIT}?entity=filtre&from=2026-03-02&to=2026-03-02`)).json();
    expect(day.entries.map((e: { at: string }) => e.at)).toEqual(['2026-03-01T23:30:00.000Z']);
    const range = (await admin.get(`${AUDIT}?entity=filtre&from=2026-03-02&to=2026-03-03`)).json();
    expect(range.entries).toHaveLength(2);
  });

  it('offers the filter choices that occur', async () => {
    await insertEntries(null, 'fazety', 2);
    const facets = (await admin.get(`${AUDIT}/facets`)).json();
    expect(facets.entities).toContain('fazety');
    expect(facets.actions).toContain('fazety.test');
    expect(facets.entities).toEqual([...facets.entities].sort());
    expect(facets.staff.length).toBeGreaterThan(0);
  });

  it('answers bad filters with 400 and the field as key', async () => {
    for (const [query, key] of [
      ['from=2026-13', 'from'],
      ['staff=abc', 'staff'],
      ['after=-1', 'after'],
      ['limit=1000', 'limit'],
      ['sort=name', 'sort'],
    ]) {
      const res = await admin.get(`${AUDIT}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error[0].key, query).toBe(key);
    }
  });
});

describe("a record's history", () => {
  it('shows the entries of one record, newest first, to whoever may open the record', async () => {
    await insertEntries(null, 'order', 3);
    const sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    const warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
    const content = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
    const res = await sales.get(`${AUDIT}/order/1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual([
      expect.objectContaining({ entity: 'order', entityId: '1', summary: 'Záznam 1' }),
    ]);
    expect((await warehouse.get(`${AUDIT}/order/1`)).statusCode).toBe(200);
    expect((await content.get(`${AUDIT}/order/1`)).statusCode).toBe(403);
    // customers' histories are for sales; staff histories for admins only
    const forbidden = await warehouse.get(`${AUDIT}/customer/1`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.forbidden }] });
    expect((await sales.get(`${AUDIT}/staff/1`)).statusCode).toBe(403);
    expect((await admin.get(`${AUDIT}/staff/1`)).statusCode).toBe(200);
    expect((await admin.get(`${AUDIT}/neznamy/1`)).statusCode).toBe(404);
  });
});

describe('recordAudit and diffChanges', () => {
  it('keeps only the changed fields as [before, after]', () => {
    expect(diffChanges({ a: 1, b: 'x', c: [1] }, { a: 2, b: 'x', c: [1] })).toEqual({ a: [1, 2] });
    expect(diffChanges({ a: 1, b: 2 }, { a: 5, b: 3 }, ['b'])).toEqual({ b: [2, 3] });
  });

  it('writes command-line entries without a person or address, and rolls back with the change', async () => {
    await recordAudit(shop.app.shop.db, CLI, {
      action: 'cli.test',
      entity: 'cli',
      entityId: 7,
      summary: 'Z príkazového riadku',
    });
    await shop.app.shop.db
      .transaction(async (tx) => {
        await recordAudit(tx, CLI, { action: 'cli.test', entity: 'cli', entityId: 8, summary: 'Vrátené' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = (await admin.get(`${AUDIT}?entity=cli`)).json().entries;
    expect(rows).toEqual([expect.objectContaining({ entityId: '7', staff: null, ip: null })]);
  });
});

describe('the guard and the strict audit check', () => {
  /** A bare app with the staff plugins and test routes (the real app is built and closed by createTestShop). */
  async function bareApp(routes: (app: FastifyInstance) => void) {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(cookie);
    const sessions = registerStaffSessions(app, shop.app.shop.db, shop.config);
    registerStaffGuard(app, sessions);
    registerAuditCheck(app, true);
    routes(app);
    return app;
  }

  it('refuses to start with a staff route that declares no roles', async () => {
    const build = bareApp((a) => {
      a.post('/admin/v1/staff/forgotten', async () => ({ success: true }));
    });
    await expect(build).rejects.toThrow('POST /admin/v1/staff/forgotten: a staff route must declare who may call it');
    const typo = bareApp((a) => {
      a.get('/admin/v1/staff/typo', { config: { staff: ['admni' as 'admin'] } }, async () => ({ success: true }));
    });
    await expect(typo).rejects.toThrow(/must declare/);
  });

  it('answers 500 for a successful staff write that recorded nothing, and passes one that did', async () => {
    const app = await bareApp((a) => {
      a.post('/admin/v1/staff/silent', { config: { staff: 'public' } }, async () => ({ success: true }));
      a.post('/admin/v1/staff/audited', { config: { staff: 'public' } }, async (request) => {
        await recordAudit(shop.app.shop.db, request, { action: 't.x', entity: 't', entityId: 1, summary: 'Test' });
        return { success: true };
      });
      a.post('/admin/v1/staff/refused', { config: { staff: 'public' } }, async (_request, reply) =>
        reply.code(400).send({ success: false, error: [] }),
      );
      a.get('/admin/v1/staff/read', { config: { staff: 'public' } }, async () => ({ success: true }));
    });
    await app.ready();
    const silent = await app.inject({ method: 'POST', url: '/admin/v1/staff/silent', payload: {} });
    expect(silent.statusCode).toBe(500);
    expect(silent.json()).toEqual({ success: false, error: [{ code: ErrorCode.internal }] });
    expect((await app.inject({ method: 'POST', url: '/admin/v1/staff/audited', payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/admin/v1/staff/refused', payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/admin/v1/staff/read' })).statusCode).toBe(200);
    await app.close();
  });
});
