import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  blogPosts,
  categories,
  customers,
  priceGroups,
  products,
  sessions,
  textPages,
  vendors,
} from '../db/schema/index.ts';
import type { Browser } from './app.ts';

/*
 * Test data for search, blog and SEO tests, inserted through Drizzle next to whatever the demo
 * template holds. Names use invented words so the demo catalogue never matches by accident.
 */

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export async function insertVendor(db: Db, name: string) {
  const [row] = await db
    .insert(vendors)
    .values({ name, slug: unique('vendor') })
    .returning({ id: vendors.id });
  return row!.id;
}

export async function insertCategory(
  db: Db,
  label: string,
  options: { parentId?: number; path?: string; description?: string } = {},
) {
  const slug = unique('kat');
  const [row] = await db
    .insert(categories)
    .values({
      label,
      slug,
      path: options.path ?? slug,
      depth: options.parentId ? 2 : 1,
      parentId: options.parentId ?? null,
      description: options.description ?? '',
    })
    .returning({ id: categories.id, path: categories.path });
  return row!;
}

export interface ProductInput {
  code: string;
  name: string;
  vendorId: number;
  categoryId: number;
  description?: string;
  shortDescription?: string;
  priceCents?: number;
  slug?: string;
}

export async function insertProducts(db: Db, items: ProductInput[]) {
  const rows = await db
    .insert(products)
    .values(
      items.map((p) => ({
        code: p.code,
        name: p.name,
        slug: p.slug ?? unique('produkt'),
        vendorId: p.vendorId,
        categoryId: p.categoryId,
        description: p.description ?? '',
        shortDescription: p.shortDescription ?? '',
        priceCents: p.priceCents ?? 10_000,
      })),
    )
    .returning({ id: products.id, code: products.code, slug: products.slug, name: products.name });
  return rows;
}

export async function insertBlogPost(
  db: Db,
  post: { slug: string; title: string; perex?: string; content?: string; image?: string | null; publishedAt: Date },
) {
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: post.slug,
      title: post.title,
      perex: post.perex ?? '',
      content: post.content ?? '',
      image: post.image ?? null,
      homepage: 0,
      publishedAt: post.publishedAt,
    })
    .returning({ id: blogPosts.id });
  return row!.id;
}

export async function insertTextPage(db: Db, page: { slug: string; title: string; content: string }) {
  await db.insert(textPages).values(page);
}

/**
 * Logs a browser in without the sign-in endpoint: an approved customer in a price group with
 * `discountBp` off the list price, and a session row for a fresh session id.
 */
export async function logIn(db: Db, client: Browser, discountBp = 1000) {
  const [group] = await db
    .insert(priceGroups)
    .values({ name: unique('skupina'), defaultDiscountBp: discountBp })
    .returning({ id: priceGroups.id });
  const [customer] = await db
    .insert(customers)
    .values({
      email: `${unique('zakaznik')}@example.com`,
      passwordHash: 'not-used',
      companyName: 'Testovacia s.r.o.',
      companyId: '12345678',
      vatRegistrationId: '2020202020',
      extVatRegistrationId: 'SK2020202020',
      status: 'approved',
      priceGroupId: group!.id,
    })
    .returning({ id: customers.id });
  const sid = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: createHash('sha256').update(sid).digest('base64url'),
    customerId: customer!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  // Under both names: an app on an https PUBLIC_URL reads the `__Host-` one (plugins/session.ts).
  client.jar.set('sid', sid);
  client.jar.set('__Host-sid', sid);
  await client.get('/admin/v1/health');
  return customer!.id;
}
