import type { DbOrTx } from '../db/client.ts';
import { banners, blogPosts, menuItems, textPages } from '../db/schema/index.ts';
import type { FlatCategory } from './categories.ts';
import { type Art, bannerSvg, blogSvg } from './content-art.ts';
import { BLOG_POSTS } from './content-blog.ts';
import { TEXT_PAGES } from './content-pages.ts';
import { insertAll, insertMedia, type MediaFile, svgFile, syncSequence } from './insert.ts';
import { DAY_MS } from './random.ts';

interface BannerSeed {
  name: string;
  headline: [string, string];
  subline: string;
  badge: string | null;
  label: string;
  link: string;
  art: Art;
}

const BANNERS: BannerSeed[] = [
  {
    name: 'ip-kamery-4k',
    headline: ['Nové IP kamery 4K', 'akcia −15 %'],
    subline: 'Bullet, dome a turret kamery Vidinet s AI analytikou',
    badge: '−15 %',
    label: 'Nové IP kamery 4K – akcia −15 %',
    link: '/category/cctv/ip-kamery',
    art: {
      colors: ['#1565c0', '#0b3c7a'],
      devices: [
        { kind: 'bullet', vendor: 'Vidinet', brand: '#c8102e', code: 'VN-2CD2843G2-IS' },
        { kind: 'dome', vendor: 'Vidinet', brand: '#c8102e', code: 'VN-2CD1843G2-I' },
      ],
    },
  },
  {
    name: 'bezdrotove-zabezpecenie',
    headline: ['Bezdrôtové zabezpečenie', 'nainštalujete za hodinu'],
    subline: 'Ústredne Hub s aplikáciou, detektory a sirény skladom',
    badge: null,
    label: 'Bezdrôtové zabezpečenie – inštalácia za hodinu',
    link: '/category/ezs/ustredne/bezdrotove-ustredne',
    art: {
      colors: ['#c62828', '#7f1010'],
      devices: [
        { kind: 'ap', vendor: 'Sentrix', brand: '#16a085', code: 'STX-HUB3-L' },
        { kind: 'pir', vendor: 'Sentrix', brand: '#16a085', code: 'STX-PIR12-W' },
      ],
    },
  },
  {
    name: 'ip-videovratniky',
    headline: ['IP videovrátniky', 's aplikáciou v mobile'],
    subline: 'Pri objednávke nad 300 € bez DPH doprava zadarmo',
    badge: '0 €',
    label: 'IP videovrátniky s aplikáciou – doprava zadarmo',
    link: '/category/evs/ip-videovratniky',
    art: {
      colors: ['#2e7d32', '#14501a'],
      devices: [
        { kind: 'doorstation', vendor: 'Portafon', brand: '#2c3e50', code: 'PF-IPS-2B' },
        { kind: 'indoormonitor', vendor: 'Portafon', brand: '#2c3e50', code: 'PF-IPM10' },
      ],
    },
  },
  {
    name: 'poziarna-signalizacia',
    headline: ['Požiarna signalizácia', 'podľa EN 54'],
    subline: 'Partnerské ceny na ústredne a hlásiče Flameguard',
    badge: '−15 %',
    label: 'Požiarna signalizácia podľa EN 54 – partnerské ceny',
    link: '/category/eps',
    art: {
      colors: ['#ef6c00', '#a33c00'],
      devices: [
        { kind: 'firepanel', vendor: 'Flameguard', brand: '#b22222', code: 'FG-CFP4', note: 'Pokoj – 4 zóny' },
        { kind: 'smoke', vendor: 'Flameguard', brand: '#b22222', code: 'FG-COD100' },
      ],
    },
  },
  {
    name: 'poe-switche',
    headline: ['PoE switche', 'pre kamerové systémy'],
    subline: 'Netlio s režimom Extend do 250 m už od 39 €',
    badge: null,
    label: 'PoE switche pre kamerové systémy od 39 €',
    link: '/category/siete/switche/poe-switche',
    art: {
      colors: ['#00838f', '#004f56'],
      devices: [{ kind: 'switch', vendor: 'Netlio', brand: '#0097a7', code: 'NTL-SW16P-2G', note: '16 portov PoE' }],
    },
  },
];

export async function seedContent(db: DbOrTx, now: Date): Promise<void> {
  const files: MediaFile[] = [];
  const bannerRows = BANNERS.map((b, i) => {
    files.push(svgFile(`banners/${b.name}.svg`, bannerSvg(b.headline, b.subline, b.badge, b.art)));
    return {
      position: 'top',
      image: `/media/banners/${b.name}.svg`,
      label: b.label,
      link: b.link,
      width: 1200,
      height: 400,
      sort: i + 1,
    };
  });
  const blogRows = BLOG_POSTS.map((p) => {
    files.push(svgFile(`blog/${p.slug}.svg`, blogSvg(p.topic, p.art)));
    return {
      slug: p.slug,
      title: p.title,
      perex: p.perex,
      content: p.content,
      image: `/media/blog/${p.slug}.svg`,
      homepage: p.homepage,
      publishedAt: new Date(now.getTime() - p.daysAgo * DAY_MS - 9 * 3_600_000),
    };
  });
  await insertMedia(db, files);
  await insertAll(db, banners, bannerRows);
  await insertAll(db, blogPosts, blogRows);
  await insertAll(
    db,
    textPages,
    TEXT_PAGES.map((p) => ({ ...p, updatedAt: new Date(now.getTime() - 30 * DAY_MS) })),
  );
}

/**
 * Menus: `main` (header) mirrors the category tree three levels deep and ends with Blog, Školenia
 * and Podpora; `bottom-second` (the category side menu) has one top item per top category with
 * its colours and description, and the same tree below it.
 */
export async function seedMenus(db: DbOrTx, cats: readonly FlatCategory[]): Promise<void> {
  const rows: (typeof menuItems.$inferInsert)[] = [];
  const add = (row: Omit<typeof menuItems.$inferInsert, 'id'>) => {
    const id = rows.length + 1;
    rows.push({ id, ...row });
    return id;
  };
  const children = (parentId: number | null) => cats.filter((c) => c.parentId === parentId);
  const top = (c: FlatCategory) => cats.find((x) => x.path === c.top);
  for (const menu of ['main', 'bottom-second'] as const) {
    const walk = (parentCat: number | null, parentItem: number | null) => {
      for (const c of children(parentCat)) {
        const t = top(c);
        const item = add({
          menu,
          parentId: parentItem,
          label: c.label,
          urlType: 'category',
          url: c.path,
          color: c.color ?? t?.color ?? null,
          bgColor: menu === 'bottom-second' ? (c.bgColor ?? t?.bgColor ?? null) : null,
          description: menu === 'bottom-second' ? c.description : '',
          sort: c.sort,
        });
        walk(c.id, item);
      }
    };
    walk(null, null);
    if (menu === 'main') {
      const n = children(null).length;
      add({ menu, parentId: null, label: 'Blog', urlType: 'blog-list', url: 'blog', sort: n + 1 });
      add({ menu, parentId: null, label: 'Školenia', urlType: 'text-page', url: 'skolenia', sort: n + 2 });
      add({ menu, parentId: null, label: 'Podpora', urlType: 'text-page', url: 'podpora', sort: n + 3 });
    }
  }
  await insertAll(db, menuItems, rows);
  await syncSequence(db, 'menu_items');
}
