import type { MenuItem } from '@shop/contract';

export const MENU_MAX_DEPTH = 3;

/** Items without a url are hidden, with their subtree; nothing below the third level is shown. */
export function visibleMenuItems(items: readonly MenuItem[], depth = 1): MenuItem[] {
  if (depth > MENU_MAX_DEPTH) return [];
  return items
    .filter((item) => item.url !== null)
    .map((item) => ({ ...item, children: visibleMenuItems(item.children, depth + 1) }));
}

/** A menu colour is used only if it is a plain CSS colour (hex, rgb/hsl), never arbitrary CSS. */
export function safeColor(value: string | null): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\)$/i.test(v) ? v : undefined;
}
