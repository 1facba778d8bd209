import type { MenuItem } from '@shop/contract';

/** Levels of the side menu under its top item: children, grandchildren, great-grandchildren. */
export const SIDE_MENU_DEPTH = 3;

const pathOf = (item: MenuItem) => (item.url?.type === 'category' ? item.url.url.replace(/^\/+|\/+$/g, '') : null);

/** Whether `item` is the category at `path` or one of its ancestors (highlighted in the menu). */
export function isSelected(item: MenuItem, path: string): boolean {
  const own = pathOf(item);
  return own !== null && own.length > 0 && (path === own || path.startsWith(`${own}/`));
}

function contains(item: MenuItem, path: string): boolean {
  return isSelected(item, path) || item.children.some((child) => contains(child, path));
}

/**
 * The top item of the bottom-second menu whose branch holds the category at `path`
 * (`cctv/ip-kamery` → the CCTV item), with items without a link removed. Null if none.
 */
export function findBranch(items: readonly MenuItem[], path: string): MenuItem | null {
  const top = items.find((item) => item.url !== null && contains(item, path));
  return top ? withoutHidden(top, 0) : null;
}

function withoutHidden(item: MenuItem, depth: number): MenuItem {
  return {
    ...item,
    children:
      depth >= SIDE_MENU_DEPTH
        ? []
        : item.children.filter((c) => c.url !== null).map((c) => withoutHidden(c, depth + 1)),
  };
}

/** The bottom-second menu's top item for a home shortcut code (`ezs` → the EZS item). */
export function topItemFor(items: readonly MenuItem[], code: string): MenuItem | undefined {
  return items.find((item) => pathOf(item) === code);
}
