import { MenusErrorCode } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/** The header menu's own links (docs/requirements/back-office.md §Menus). */

let shop: TestShop;
let editor: StaffBrowser;
beforeAll(async () => {
  shop = await createTestShop('demo');
  editor = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
});
afterAll(() => shop.close());

type Item = { label: string; url: { type: string; url: string } | null };
const header = async () => (await browser(shop.app).get('/admin/v1/menu/main/sk')).json().menu as Item[];

describe('the header menu links', () => {
  it('lists, reorders and replaces the links after the categories; the header follows at once', async () => {
    const before = (await editor.get('/admin/v1/staff/menus/main')).json();
    expect(before.links.map((l: { label: string }) => l.label)).toEqual(['Blog', 'Školenia', 'Podpora']);
    const menuBefore = await header();
    const categories = menuBefore.filter((i) => i.url?.type === 'category').map((i) => i.label);

    const res = await editor.put('/admin/v1/staff/menus/main', {
      links: [
        { label: 'Podpora', urlType: 'text-page', url: 'podpora' },
        { label: 'Články', urlType: 'blog-list', url: 'blog' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await header();
    expect(after.map((i) => i.label)).toEqual([...categories, 'Podpora', 'Články']);
    expect(await auditRows(shop, 'menu', 'main')).toEqual([expect.objectContaining({ action: 'menu.links' })]);
  });

  it('refuses a link to a page that does not exist, changing nothing', async () => {
    const before = (await editor.get('/admin/v1/staff/menus/main')).json();
    const res = await editor.put('/admin/v1/staff/menus/main', {
      links: [{ label: 'Nič', urlType: 'text-page', url: 'neexistuje' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ code: MenusErrorCode.pageUnknown, key: 'links.0.url' });
    expect((await editor.get('/admin/v1/staff/menus/main')).json()).toEqual(before);
  });
});
