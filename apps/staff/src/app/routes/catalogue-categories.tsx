import type { CatalogueCategory, CategoryInput } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Alert, FieldNotes } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RichTextEditor } from '../../components/rich-text-editor';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategory,
  useSaveCategory,
} from '../../features/catalogue/api/categories';
import { CategoryOptions } from '../../features/catalogue/components/category-options';
import { refusalOf as catalogueRefusal, refusalText } from '../../features/catalogue/refusal';
import { t } from '../../lib/i18n';
import '../../features/catalogue/catalogue.css';

type Draft = Required<CategoryInput>;
const NEW: Draft = { label: '', slug: '', parentId: null, color: '', bgColor: '', description: '' };

const draftOf = (c: CatalogueCategory): Draft => ({
  label: c.label,
  slug: c.slug,
  parentId: c.parentId,
  color: c.color,
  bgColor: c.bgColor,
  description: c.description,
});

/** A refusal's sentence and the field it names. */
function refusalOf(err: unknown): { key: string | null; text: string } {
  const { fields } = catalogueRefusal(err);
  const key = Object.keys(fields)[0] ?? null;
  return { key, text: refusalText(err) };
}

/** The form of a new category or of the one being edited (rename, move, colours, description, delete). */
function CategoryForm({
  editing,
  categories,
  onDone,
}: {
  editing: CatalogueCategory | null;
  categories: CatalogueCategory[];
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : NEW);
  const [error, setError] = useState<{ key: string | null; text: string } | null>(null);
  const create = useCreateCategory();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fieldError = (key: string) => (error?.key === key ? error.text : undefined);
  // A category cannot move under itself or its own descendants: those are not offered.
  const parents = editing
    ? categories.filter((c) => c.id !== editing.id && !c.path.startsWith(`${editing.path}/`))
    : categories;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = {
      onSuccess: () => onDone(t('catalogue.categorySaved')),
      onError: (err: unknown) => setError(refusalOf(err)),
    };
    if (editing) save.mutate({ ...draft, id: editing.id }, done);
    else create.mutate(draft, done);
  };

  const prefix = editing ? `cat-${editing.id}` : 'cat-new';
  return (
    <form className="panel" onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>
        {editing ? t('catalogue.editCategory', { label: editing.label }) : t('catalogue.newCategory')}
      </h2>
      {error && !['label', 'slug', 'parentId'].includes(error.key ?? '') && <Alert>{error.text}</Alert>}
      <div className="field">
        <label htmlFor={`${prefix}-label`}>{t('catalogue.categoryLabel')}</label>
        <input
          id={`${prefix}-label`}
          required
          value={draft.label}
          onChange={(e) => set('label', e.target.value)}
          aria-invalid={fieldError('label') ? 'true' : undefined}
          aria-describedby={fieldError('label') ? `${prefix}-label-error` : undefined}
        />
        <FieldNotes id={`${prefix}-label`} error={fieldError('label')} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-slug`}>{t('catalogue.slug')}</label>
        <input
          id={`${prefix}-slug`}
          value={draft.slug}
          onChange={(e) => set('slug', e.target.value)}
          aria-invalid={fieldError('slug') ? 'true' : undefined}
          aria-describedby={`${prefix}-slug-help${fieldError('slug') ? ` ${prefix}-slug-error` : ''}`}
        />
        <FieldNotes id={`${prefix}-slug`} help={t('catalogue.slugHelp')} error={fieldError('slug')} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-parent`}>{t('catalogue.parent')}</label>
        <select
          id={`${prefix}-parent`}
          value={draft.parentId ?? ''}
          onChange={(e) => set('parentId', e.target.value ? Number(e.target.value) : null)}
          aria-invalid={fieldError('parentId') ? 'true' : undefined}
          aria-describedby={fieldError('parentId') ? `${prefix}-parent-error` : undefined}
        >
          <option value="">{t('catalogue.topLevel')}</option>
          <CategoryOptions categories={parents} />
        </select>
        <FieldNotes id={`${prefix}-parent`} error={fieldError('parentId')} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-color`}>{t('catalogue.color')}</label>
        <input
          id={`${prefix}-color`}
          value={draft.color}
          placeholder="#1a73e8"
          onChange={(e) => set('color', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-bg`}>{t('catalogue.bgColor')}</label>
        <input
          id={`${prefix}-bg`}
          value={draft.bgColor}
          placeholder="#e8f0fe"
          onChange={(e) => set('bgColor', e.target.value)}
        />
      </div>
      <RichTextEditor
        id={`${prefix}-description`}
        label={t('catalogue.categoryDescription')}
        value={draft.description}
        onChange={(html) => set('description', html)}
      />
      <div className="actions">
        <button type="submit" className="button" disabled={create.isPending || save.isPending}>
          {editing ? t('catalogue.save') : t('catalogue.create')}
        </button>
        {editing && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              if (!window.confirm(t('catalogue.deleteCategoryConfirm', { label: editing.label }))) return;
              remove.mutate(editing.id, {
                onSuccess: () => onDone(t('catalogue.categoryDeleted')),
                onError: (err) => setError(refusalOf(err)),
              });
            }}
          >
            {t('catalogue.delete')}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={() => onDone('')}>
          {t('catalogue.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The category tree (content, admins): each category with its product and subcategory counts,
 * moved up or down among its siblings with buttons, edited in a form below the tree.
 */
export function CatalogueCategories() {
  const list = useCategories();
  const reorder = useReorderCategory();
  const [editing, setEditing] = useState<CatalogueCategory | 'new' | null>(null);
  const [message, setMessage] = useState('');
  const categories = list.data?.categories ?? [];
  const siblingsOf = (c: CatalogueCategory) => categories.filter((s) => s.parentId === c.parentId);

  return (
    <>
      <PageHeading>{t('catalogue.categories')}</PageHeading>
      {message && <Alert kind="success">{message}</Alert>}
      {reorder.isError && <Alert>{refusalOf(reorder.error).text}</Alert>}
      <p>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('catalogue.newCategory')}
        </button>
      </p>
      {editing && (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          categories={categories}
          onDone={(text) => {
            setEditing(null);
            setMessage(text);
          }}
        />
      )}
      {list.isLoading && <p aria-busy="true">{t('app.loading')}</p>}
      <ul className="category-tree" aria-label={t('catalogue.categoryTree')}>
        {categories.map((c) => {
          const siblings = siblingsOf(c);
          const at = siblings.findIndex((s) => s.id === c.id);
          return (
            <li key={c.id} style={{ paddingInlineStart: `${(c.depth - 1) * 1.5}rem` }}>
              <span className="category-tree__label">
                {c.color && (
                  <span aria-hidden="true" style={{ color: c.color }}>
                    ■{' '}
                  </span>
                )}
                {c.label}
              </span>{' '}
              <small>
                {t('catalogue.categoryCounts', { products: c.productCount, children: c.childCount })} · {c.path}
              </small>{' '}
              <button
                type="button"
                className="button button--quiet"
                disabled={at <= 0 || reorder.isPending}
                aria-label={t('catalogue.moveUp', { label: c.label })}
                onClick={() => reorder.mutate({ id: c.id, direction: 'up' })}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--quiet"
                disabled={at >= siblings.length - 1 || reorder.isPending}
                aria-label={t('catalogue.moveDown', { label: c.label })}
                onClick={() => reorder.mutate({ id: c.id, direction: 'down' })}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('catalogue.editCategory', { label: c.label })}
                onClick={() => {
                  setMessage('');
                  setEditing(c);
                }}
              >
                {t('catalogue.edit')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
