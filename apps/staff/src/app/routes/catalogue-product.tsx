import {
  type CatalogueProduct,
  PRODUCT_VAT_RATES,
  type ProductInput,
  type ProductParameter,
  SHORT_DESCRIPTION_MAX,
} from '@shop/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, FieldNotes } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RichTextEditor } from '../../components/rich-text-editor';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useCategories } from '../../features/catalogue/api/categories';
import {
  useCreateProduct,
  useDeleteProduct,
  useDuplicateProduct,
  useParameterNames,
  useProduct,
  useProductList,
  useProductSale,
  useSaveProduct,
} from '../../features/catalogue/api/products';
import { useVendors } from '../../features/catalogue/api/vendors';
import { CategoryOptions } from '../../features/catalogue/components/category-options';
import { refusalOf, refusalText } from '../../features/catalogue/refusal';
import { t } from '../../lib/i18n';
import '../../features/catalogue/catalogue.css';

type Form = Required<Omit<ProductInput, 'relatedIds' | 'parameters'>> & {
  parameters: ProductParameter[];
  related: { id: number; code: string; name: string }[];
};

const EMPTY: Form = {
  code: '',
  ean: '',
  name: '',
  vendorId: 0,
  categoryId: 0,
  categoryIds: [],
  shortDescription: '',
  description: '',
  parameters: [],
  stock: 0,
  unitOfMeasure: 'ks',
  vatRate: 23,
  price: '',
  related: [],
  sortWeight: 0,
};

const formOf = (p: CatalogueProduct): Form => ({
  code: p.code,
  ean: p.ean,
  name: p.name,
  vendorId: p.vendorId,
  categoryId: p.categoryId,
  categoryIds: p.categoryIds,
  shortDescription: p.shortDescription,
  description: p.description,
  parameters: p.parameters,
  stock: p.stock,
  unitOfMeasure: p.unitOfMeasure,
  vatRate: p.vatRate as Form['vatRate'],
  price: p.priceText,
  related: p.related,
  sortWeight: p.sortWeight,
});

/** The refusal, with a general line when only fields were named. */
function formRefusal(err: unknown) {
  const refusal = refusalOf(err);
  if (!refusal.general && Object.keys(refusal.fields).length) refusal.general = t('catalogue.fixFields');
  return refusal;
}

/** A text input with its label, help and error, the error tied to it. */
function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
}) {
  const described = [props.help ? `${props.id}-help` : '', props.error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={props.required}
        inputMode={props.inputMode}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={described || undefined}
      />
      <FieldNotes id={props.id} help={props.help} error={props.error} />
    </div>
  );
}

/** A required choice of an id (vendor, main category): its label, the options, its error. */
function ChoiceField(props: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value || ''}
        required
        onChange={(e) => props.onChange(Number(e.target.value))}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        <option value="">{t('catalogue.choose')}</option>
        {props.children}
      </select>
      <FieldNotes id={props.id} error={props.error} />
    </div>
  );
}

/** Parameters: name (suggested from names used before), value, unit; rows added and removed. */
function ParametersEditor({
  value,
  onChange,
  error,
}: {
  value: ProductParameter[];
  onChange: (value: ProductParameter[]) => void;
  error?: string | undefined;
}) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const names = useParameterNames(typed);
  const set = (i: number, change: Partial<ProductParameter>) =>
    onChange(value.map((p, at) => (at === i ? { ...p, ...change } : p)));
  return (
    <fieldset className="panel">
      <legend>{t('catalogue.parameters')}</legend>
      <datalist id={listId}>
        {(names.data?.names ?? []).map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {value.length === 0 && <p>{t('catalogue.noParameters')}</p>}
      {value.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <fieldset className="param-row" key={i}>
          <legend className="visually-hidden">{t('catalogue.parameterRow', { n: i + 1 })}</legend>
          <div className="field">
            <label htmlFor={`param-name-${i}`}>{t('catalogue.parameterName')}</label>
            <input
              id={`param-name-${i}`}
              list={listId}
              value={p.name}
              onChange={(e) => {
                set(i, { name: e.target.value });
                setTyped(e.target.value);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`param-value-${i}`}>{t('catalogue.parameterValue')}</label>
            <input id={`param-value-${i}`} value={p.value} onChange={(e) => set(i, { value: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`param-unit-${i}`}>{t('catalogue.parameterUnit')}</label>
            <input
              id={`param-unit-${i}`}
              size={6}
              value={p.unit ?? ''}
              onChange={(e) => set(i, { unit: e.target.value })}
            />
          </div>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange(value.filter((_, at) => at !== i))}
            aria-label={t('catalogue.removeParameter', { n: i + 1 })}
          >
            {t('catalogue.remove')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onChange([...value, { name: '', value: '', unit: '' }])}
      >
        {t('catalogue.addParameter')}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Related products: picked by a search of code or name; the chosen ones listed with a remove button. */
function RelatedPicker({
  value,
  onChange,
  selfId,
  error,
}: {
  value: Form['related'];
  onChange: (value: Form['related']) => void;
  selfId: number | null;
  error?: string | undefined;
}) {
  const [q, setQ] = useState('');
  const found = useProductList({ q: q.trim(), limit: 10 }, q.trim().length >= 2);
  const chosen = new Set(value.map((r) => r.id));
  const candidates = (found.data?.products ?? []).filter((p) => p.id !== selfId && !chosen.has(p.id));
  return (
    <fieldset className="panel">
      <legend>{t('catalogue.related')}</legend>
      {value.length > 0 ? (
        <ul>
          {value.map((r) => (
            <li key={r.id}>
              {r.code} {r.name}{' '}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onChange(value.filter((x) => x.id !== r.id))}
                aria-label={t('catalogue.removeRelated', { code: r.code })}
              >
                {t('catalogue.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('catalogue.noRelated')}</p>
      )}
      <div className="field">
        <label htmlFor="related-search">{t('catalogue.relatedSearch')}</label>
        <input id="related-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {candidates.length > 0 && (
        <ul aria-label={t('catalogue.relatedFound')}>
          {candidates.map((p) => (
            <li key={p.id}>
              {p.code} {p.name}{' '}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onChange([...value, { id: p.id, code: p.code, name: p.name }])}
                aria-label={t('catalogue.addRelated', { code: p.code })}
              >
                {t('catalogue.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Withdraw / put back, duplicate under a new code, delete (only a product no order names). */
function ProductActions({ product }: { product: CatalogueProduct }) {
  const navigate = useNavigate();
  const sale = useProductSale(product.id);
  const duplicate = useDuplicateProduct(product.id);
  const remove = useDeleteProduct(product.id);
  const [copyCode, setCopyCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const failed = (err: unknown) => setMessage(refusalText(err));
  const copy = (event: FormEvent) => {
    event.preventDefault();
    duplicate.mutate(
      { code: copyCode.trim() },
      { onSuccess: (reply) => navigate(`/catalogue/products/${reply.product.id}`), onError: failed },
    );
  };
  return (
    <section className="panel" aria-labelledby="product-actions">
      <h2 id="product-actions">{t('catalogue.actions')}</h2>
      {message && <Alert>{message}</Alert>}
      <p>{product.active ? t('catalogue.isOnSale') : t('catalogue.isWithdrawn')}</p>
      <button
        type="button"
        className="button"
        disabled={sale.isPending}
        onClick={() => sale.mutate({ active: !product.active, version: product.version }, { onError: failed })}
      >
        {product.active ? t('catalogue.withdraw') : t('catalogue.restore')}
      </button>
      <form onSubmit={copy} aria-label={t('catalogue.duplicate')}>
        <div className="field">
          <label htmlFor="copy-code">{t('catalogue.copyCode')}</label>
          <input id="copy-code" value={copyCode} required onChange={(e) => setCopyCode(e.target.value)} />
        </div>
        <button type="submit" className="button button--quiet" disabled={duplicate.isPending}>
          {t('catalogue.duplicate')}
        </button>
      </form>
      {product.ordered ? (
        <p>{t('catalogue.orderedNoDelete')}</p>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            if (!window.confirm(t('catalogue.deleteConfirm', { code: product.code }))) return;
            remove.mutate(product.version, { onSuccess: () => navigate('/catalogue/products'), onError: failed });
          }}
        >
          {t('catalogue.delete')}
        </button>
      )}
    </section>
  );
}

/** The product editor: a new product (`/catalogue/products/new`) or an existing one with its version. */
export function CatalogueProductPage() {
  const params = useParams();
  const id = params.id && params.id !== 'new' ? Number(params.id) : null;
  const navigate = useNavigate();
  const loaded = useProduct(id);
  const categories = useCategories();
  const vendors = useVendors();
  const create = useCreateProduct();
  const save = useSaveProduct(id ?? 0);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const product = loaded.data?.product;

  useEffect(() => {
    if (product) setForm(formOf(product));
  }, [product]);

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { related, ...rest } = form;
    const body: ProductInput = { ...rest, relatedIds: related.map((r) => r.id) };
    const onError = (err: unknown) => {
      const refusal = formRefusal(err);
      setErrors(refusal.fields);
      setGeneral(refusal.general);
    };
    const onSuccess = (reply: { product: CatalogueProduct }) => {
      setErrors({});
      setGeneral(null);
      setSaved(true);
      if (id === null) navigate(`/catalogue/products/${reply.product.id}`);
    };
    if (id === null) create.mutate(body, { onSuccess, onError });
    else if (product) save.mutate({ ...body, version: product.version }, { onSuccess, onError });
  };

  if (id !== null && loaded.isError) return <Alert>{refusalText(loaded.error)}</Alert>;
  if (id !== null && !product) return <p aria-busy="true">{t('app.loading')}</p>;

  return (
    <>
      <PageHeading>
        {id === null ? t('catalogue.newProduct') : t('catalogue.editProduct', { code: form.code })}
      </PageHeading>
      <p>
        <Link to="/catalogue/products">{t('catalogue.backToProducts')}</Link>
        {id !== null && (
          <>
            {' · '}
            <Link to={`/catalogue/products/${id}/media`}>{t('catalogue.media')}</Link>
          </>
        )}
      </p>
      {general && <Alert>{general}</Alert>}
      {saved && <Alert kind="success">{t('catalogue.saved')}</Alert>}
      <form className="panel product-form" onSubmit={submit} noValidate aria-label={t('catalogue.productForm')}>
        <TextField
          id="p-code"
          label={t('catalogue.code')}
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          required
          help={t('catalogue.codeHelp')}
        />
        <TextField
          id="p-ean"
          label={t('catalogue.ean')}
          value={form.ean}
          onChange={set('ean')}
          error={errors.ean}
          inputMode="numeric"
          help={t('catalogue.eanHelp')}
        />
        <TextField
          id="p-name"
          label={t('catalogue.name')}
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <ChoiceField
          id="p-vendor"
          label={t('catalogue.vendor')}
          value={form.vendorId}
          onChange={set('vendorId')}
          error={errors.vendorId}
        >
          {(vendors.data?.vendors ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          id="p-category"
          label={t('catalogue.mainCategory')}
          value={form.categoryId}
          onChange={set('categoryId')}
          error={errors.categoryId}
        >
          <CategoryOptions categories={categories.data?.categories} />
        </ChoiceField>
        <div className="field">
          <label htmlFor="p-categories">{t('catalogue.furtherCategories')}</label>
          <select
            id="p-categories"
            multiple
            size={8}
            value={form.categoryIds.map(String)}
            onChange={(e) => set('categoryIds')([...e.target.selectedOptions].map((o) => Number(o.value)))}
            aria-describedby="p-categories-help"
          >
            <CategoryOptions categories={categories.data?.categories} />
          </select>
          <FieldNotes id="p-categories" help={t('catalogue.furtherCategoriesHelp')} error={errors.categoryIds} />
        </div>
        <div className="field">
          <label htmlFor="p-short">{t('catalogue.shortDescription')}</label>
          <textarea
            id="p-short"
            rows={3}
            maxLength={SHORT_DESCRIPTION_MAX}
            value={form.shortDescription}
            onChange={(e) => set('shortDescription')(e.target.value)}
            aria-describedby="p-short-help"
          />
          <FieldNotes id="p-short" help={t('catalogue.shortDescriptionHelp')} error={errors.shortDescription} />
        </div>
        <RichTextEditor
          id="p-description"
          label={t('catalogue.description')}
          value={form.description}
          onChange={set('description')}
        />
        <ParametersEditor value={form.parameters} onChange={set('parameters')} error={errors.parameters} />
        <TextField
          id="p-stock"
          label={t('catalogue.stock')}
          value={String(form.stock)}
          onChange={(v) => set('stock')(Number(v.replace(/\D/g, '')) || 0)}
          error={errors.stock}
          inputMode="numeric"
        />
        <TextField
          id="p-unit"
          label={t('catalogue.unit')}
          value={form.unitOfMeasure}
          onChange={set('unitOfMeasure')}
          error={errors.unitOfMeasure}
        />
        <div className="field">
          <label htmlFor="p-vat">{t('catalogue.vatRate')}</label>
          <select
            id="p-vat"
            value={form.vatRate}
            onChange={(e) => set('vatRate')(Number(e.target.value) as Form['vatRate'])}
          >
            {PRODUCT_VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="p-price"
          label={t('catalogue.basePrice')}
          value={form.price}
          onChange={set('price')}
          error={errors.price}
          inputMode="decimal"
          required
          help={t('catalogue.priceHelp')}
        />
        <RelatedPicker value={form.related} onChange={set('related')} selfId={id} error={errors.relatedIds} />
        <TextField
          id="p-weight"
          label={t('catalogue.sortWeight')}
          value={String(form.sortWeight)}
          onChange={(v) => set('sortWeight')(Number.parseInt(v, 10) || 0)}
          error={errors.sortWeight}
          inputMode="numeric"
          help={t('catalogue.sortWeightHelp')}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={create.isPending || save.isPending}>
            {id === null ? t('catalogue.create') : t('catalogue.save')}
          </button>
        </div>
      </form>
      {product && <ProductActions product={product} />}
      {product && <RecordHistory entity="product" id={product.id} />}
    </>
  );
}
