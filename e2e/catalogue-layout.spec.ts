import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Layout details only a browser shows: what a crop or a breakpoint hides or repeats. */

const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 900, height: 900 },
  { width: 1400, height: 900 },
] as const;

/** The picture's size and the topic tag drawn into it (its white pill), in the picture's own pixels. */
async function tagBox(page: Page, src: string) {
  const svg = await (await page.request.get(src)).text();
  const size = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  // drawn last, over the devices: the last white pill
  const pill = [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" rx="22" fill="#fff"/g)].at(-1);
  if (!size || !pill) throw new Error(`no size or topic tag in ${src}`);
  const [x, y, width, height] = pill.slice(1).map(Number) as [number, number, number, number];
  return { x, y, width, height, naturalWidth: Number(size[1]), naturalHeight: Number(size[2]) };
}

/**
 * Where the image's pixels land in its box under `object-fit: cover` and its `object-position`,
 * and whether the tag is wholly inside the box (not cropped away).
 */
async function tagShown(image: Locator, tag: Awaited<ReturnType<typeof tagBox>>) {
  return image.evaluate((img: HTMLImageElement, box) => {
    const style = getComputedStyle(img);
    const w = img.clientWidth;
    const h = img.clientHeight;
    const nw = box.naturalWidth;
    const nh = box.naturalHeight;
    const scale = style.objectFit === 'cover' ? Math.max(w / nw, h / nh) : Math.min(w / nw, h / nh);
    const [px = '50%', py = '50%'] = style.objectPosition.split(' ');
    const offset = (free: number, pos: string) =>
      pos.endsWith('%') ? (free * Number.parseFloat(pos)) / 100 : Number.parseFloat(pos);
    const left = offset(w - nw * scale, px) + box.x * scale;
    const top = offset(h - nh * scale, py) + box.y * scale;
    const right = left + box.width * scale;
    const bottom = top + box.height * scale;
    const inside = left >= 0 && top >= 0 && right <= w + 0.5 && bottom <= h + 0.5;
    return { inside, box: { w, h }, tag: { left, top, right, bottom }, position: style.objectPosition };
  }, tag);
}

async function expectTagsShown(page: Page, cards: Locator) {
  await expect(cards.first()).toBeVisible();
  const images = cards.locator('img').filter({ visible: true });
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    const src = (await image.getAttribute('src')) ?? '';
    const shown = await tagShown(image, await tagBox(page, src));
    expect(shown.inside, `${src} at ${page.viewportSize()?.width}px: ${JSON.stringify(shown)}`).toBe(true);
  }
}

test('blog cards show their picture’s topic tag whole, on a phone, a tablet and a desktop', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectTagsShown(page, page.getByRole('region', { name: 'Z nášho blogu' }).getByRole('article'));
    await page.goto('/blog');
    await expectTagsShown(page, page.getByRole('list', { name: 'Články' }).getByRole('article'));
  }
});

test('on a phone the category page says its description once before the first product', async ({ page }) => {
  const firstLine = 'Elektrické zabezpečovacie systémy na ochranu bytov';
  const shown = page.getByText(firstLine).filter({ visible: true });
  const visibleCopies = () => shown.count();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/category/ezs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await visibleCopies()).toBe(1);
  // the one shown is the page's own description, above the first product
  const shownBox = await shown.first().boundingBox();
  const productBox = await page.getByRole('article').first().boundingBox();
  expect(shownBox && productBox && shownBox.y < productBox.y).toBe(true);

  // Beside the listing (desktop) the side menu keeps its teaser.
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect.poll(visibleCopies).toBe(2);
});
