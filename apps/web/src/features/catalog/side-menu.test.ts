import type { MenuItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { findBranch, isSelected, topItemFor } from './side-menu';

const node = (id: number, url: string | null, children: MenuItem[] = []): MenuItem => ({
  id,
  label: `Item ${id}`,
  url: url === null ? null : { type: 'category', url },
  color: null,
  bg_color: null,
  description: '',
  children,
});

const menu = [
  node(1, 'ezs', [node(2, 'ezs/ustredne', [node(3, 'ezs/ustredne/hybridne')])]),
  node(4, 'cctv', [
    node(5, 'cctv/ip-kamery', [
      node(6, 'cctv/ip-kamery/bullet', [node(7, 'cctv/ip-kamery/bullet/x', [node(8, 'deep')])]),
    ]),
    node(9, null),
  ]),
];

describe('side menu', () => {
  it('finds the branch of the current category, without unlinked items and below three levels', () => {
    const branch = findBranch(menu, 'cctv/ip-kamery/bullet');
    expect(branch?.id).toBe(4);
    expect(branch?.children.map((c) => c.id)).toEqual([5]);
    const level4 = branch?.children[0]?.children[0]?.children[0];
    expect(level4?.id).toBe(7);
    expect(level4?.children).toEqual([]);
    expect(findBranch(menu, 'eps')).toBeNull();
  });

  it('highlights the category and its ancestors, not look-alike paths', () => {
    expect(isSelected(node(1, 'cctv'), 'cctv/ip-kamery')).toBe(true);
    expect(isSelected(node(1, 'cctv/ip-kamery'), 'cctv/ip-kamery')).toBe(true);
    expect(isSelected(node(1, 'cctv/ip'), 'cctv/ip-kamery')).toBe(false);
    expect(isSelected(node(1, null), 'cctv')).toBe(false);
  });

  it('finds the top item of a home shortcut', () => {
    expect(topItemFor(menu, 'cctv')?.id).toBe(4);
    expect(topItemFor(menu, 'sks')).toBeUndefined();
  });
});
