import type { CatalogueCategory } from '@shop/contract';

/** `<option>`s of every category in tree order, each indented by its depth (the path as its title). */
export function CategoryOptions({ categories }: { categories: CatalogueCategory[] | undefined }) {
  return (
    <>
      {(categories ?? []).map((c) => (
        <option key={c.id} value={c.id} title={c.path}>
          {`${'\u00a0\u00a0'.repeat(Math.max(0, c.depth - 1))}${c.label}`}
        </option>
      ))}
    </>
  );
}
