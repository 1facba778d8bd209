import type { CategoryNode, CategoryTree } from '../catalog/category-tree.ts';
import { foldForSearch, type SearchTerms } from './search-terms.ts';

/** A label folded like products' search_text: ` zabezpecovacie systemy ezs`. */
const labelKey = (label: string) =>
  ` ${foldForSearch(label)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;

/** Folded labels per tree; the category cache hands out the same tree object until it refreshes. */
const keysOfTree = new WeakMap<CategoryTree, { node: CategoryNode; key: string }[]>();

function keyed(tree: CategoryTree) {
  let keys = keysOfTree.get(tree);
  if (!keys) {
    keys = [...tree.byId.values()].map((node) => ({ node, key: labelKey(node.label) }));
    keysOfTree.set(tree, keys);
  }
  return keys;
}

const collator = new Intl.Collator('sk');

/**
 * Categories whose label holds every word (the same rule as product names: words of three or
 * more letters anywhere, shorter ones at a word start), labels where every word starts a label
 * word first, then by label. The tree is small and cached, so this needs no query.
 */
export function matchCategories(tree: CategoryTree, terms: SearchTerms, limit: number) {
  const hits = keyed(tree).flatMap(({ node, key }) => {
    const contained = terms.tokens.every((t) => (t.length >= 3 ? key.includes(t) : key.includes(` ${t}`)));
    if (!contained) return [];
    return [{ node, wordStarts: terms.tokens.every((t) => key.includes(` ${t}`)) }];
  });
  hits.sort((a, b) => Number(b.wordStarts) - Number(a.wordStarts) || collator.compare(a.node.label, b.node.label));
  return { nodes: hits.slice(0, limit).map((h) => h.node), total: hits.length };
}
