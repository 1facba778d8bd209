import type { PriceGroupDetailReply, PriceGroupRules, PricePreviewRow } from '@shop/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RecordHistory } from '../../features/audit/components/record-history';
import { usePreviewPriceGroup } from '../../features/prices/api/preview-price-group';
import { usePriceGroup } from '../../features/prices/api/price-group';
import { useSavePriceGroup } from '../../features/prices/api/save-price-group';
import { bpToPercent, percentToBp } from '../../features/prices/components/percent';
import { ApiError } from '../../lib/api';
import { formatCents } from '../../lib/format';
import { errorText, t } from '../../lib/i18n';
import '../../features/prices/prices.css';

type Kind = 'product' | 'vendor' | 'category' | 'vendor-category';
const KINDS: Kind[] = ['product', 'vendor', 'category', 'vendor-category'];
const KIND_TEXT = {
  product: 'content.prices.kind.product',
  vendor: 'content.prices.kind.vendor',
  category: 'content.prices.kind.category',
  'vendor-category': 'content.prices.kind.vendorCategory',
} as const;

interface RuleDraft {
  key: number;
  kind: Kind;
  productCode: string;
  vendorId: string;
  categoryId: string;
  percent: string;
}

type Group = PriceGroupDetailReply['group'];
let nextKey = 1;

function draftsOf(group: Group): RuleDraft[] {
  return group.rules.map((r) => ({
    key: nextKey++,
    kind:
      r.productCode !== null
        ? 'product'
        : r.vendorId !== null && r.categoryId !== null
          ? 'vendor-category'
          : r.vendorId !== null
            ? 'vendor'
            : 'category',
    productCode: r.productCode ?? '',
    vendorId: r.vendorId === null ? '' : String(r.vendorId),
    categoryId: r.categoryId === null ? '' : String(r.categoryId),
    percent: bpToPercent(r.discountBp),
  }));
}

/** The edited table as the API takes it, or the Slovak reasons it cannot be sent (row by row). */
function rulesOf(defaultPercent: string, drafts: RuleDraft[]): { rules: PriceGroupRules } | { problems: string[] } {
  const problems: string[] = [];
  const defaultBp = percentToBp(defaultPercent);
  if (defaultBp === null) problems.push(t('content.prices.badDefault'));
  const rules = drafts.map((d, i) => {
    const row = i + 1;
    const bp = percentToBp(d.percent);
    if (bp === null) problems.push(t('content.prices.badPercent', { row }));
    const wantsVendor = d.kind === 'vendor' || d.kind === 'vendor-category';
    const wantsCategory = d.kind === 'category' || d.kind === 'vendor-category';
    if (d.kind === 'product' && !d.productCode.trim()) problems.push(t('content.prices.missingProduct', { row }));
    if (wantsVendor && !d.vendorId) problems.push(t('content.prices.missingVendor', { row }));
    if (wantsCategory && !d.categoryId) problems.push(t('content.prices.missingCategory', { row }));
    return {
      productCode: d.kind === 'product' ? d.productCode.trim() : null,
      vendorId: wantsVendor && d.vendorId ? Number(d.vendorId) : null,
      categoryId: wantsCategory && d.categoryId ? Number(d.categoryId) : null,
      discountBp: bp ?? 0,
    };
  });
  return problems.length > 0 ? { problems } : { rules: { defaultDiscountBp: defaultBp ?? 0, rules } };
}

/** A refusal from the server as sentences; a rule's field (`rules.2.productCode`) names its row. */
function serverProblems(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [errorMessage(err)];
  return err.errors.map((e) => {
    const text = e.code === 'prices.stale' && e.message ? e.message : errorText(e.code);
    const row = /^rules\.(\d+)\./.exec(e.key ?? '')?.[1];
    return row === undefined ? text : `${t('content.prices.row', { row: Number(row) + 1 })}: ${text}`;
  });
}

/**
 * A price group's rules (sales, admins): a table of rules (a product by code, a vendor, a
 * category, or a vendor within a category, each with its discount) and the default. The edit is
 * previewed on products it touches before it can be saved; the save names the version the page
 * was loaded at, so a save over someone else's is refused.
 */
export function PriceGroupPage() {
  const id = Number(useParams().id);
  const query = usePriceGroup(id);
  const preview = usePreviewPriceGroup(id);
  const save = useSavePriceGroup(id);
  const [version, setVersion] = useState<number | null>(null);
  const [defaultPercent, setDefaultPercent] = useState('');
  const [drafts, setDrafts] = useState<RuleDraft[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [samples, setSamples] = useState<{ for: string; rows: PricePreviewRow[] } | null>(null);
  const [saved, setSaved] = useState(false);
  const loaded = useRef<number | null>(null);

  const group = query.data?.group;
  useEffect(() => {
    if (!group || loaded.current === group.version) return;
    loaded.current = group.version;
    setVersion(group.version);
    setDefaultPercent(bpToPercent(group.defaultDiscountBp));
    setDrafts(draftsOf(group));
    setSamples(null);
  }, [group]);

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!query.data || !group) return <p>{t('app.loading')}</p>;
  const { vendors, categories } = query.data;

  const edited = rulesOf(defaultPercent, drafts);
  const editedKey = 'rules' in edited ? JSON.stringify(edited.rules) : null;
  const previewCurrent = samples !== null && samples.for === editedKey;

  const change = (key: number, patch: Partial<RuleDraft>) => {
    setSaved(false);
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  };

  const showPreview = async () => {
    setSaved(false);
    if (!('rules' in edited)) return setProblems(edited.problems);
    setProblems([]);
    try {
      const reply = await preview.mutateAsync(edited.rules);
      setSamples({ for: JSON.stringify(edited.rules), rows: reply.samples });
    } catch (err) {
      setProblems(serverProblems(err));
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!('rules' in edited) || !previewCurrent || version === null) return;
    setProblems([]);
    try {
      await save.mutateAsync({ ...edited.rules, version });
      setSaved(true);
    } catch (err) {
      setProblems(serverProblems(err));
    }
  };

  return (
    <>
      <PageHeading>{t('content.prices.groupTitle', { name: group.name })}</PageHeading>
      <form className="panel" noValidate onSubmit={onSave} aria-labelledby="rules-heading">
        <h2 id="rules-heading">{t('content.prices.rules')}</h2>
        <p id="rules-help">{t('content.prices.rulesHelp')}</p>
        <div aria-live="polite">
          {problems.length > 0 && (
            <Alert>
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Alert>
          )}
          {saved && <Alert kind="success">{t('content.prices.saved')}</Alert>}
        </div>
        <div className="field">
          <label htmlFor="default-discount">{t('content.prices.defaultDiscountField')}</label>
          <input
            id="default-discount"
            inputMode="decimal"
            value={defaultPercent}
            onChange={(e) => {
              setSaved(false);
              setDefaultPercent(e.target.value);
            }}
          />
        </div>
        <div className="data-table rules-table">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className="data-table__scroll" tabIndex={0} aria-labelledby="rules-caption">
            <table>
              <caption id="rules-caption">{t('content.prices.rulesTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('content.prices.kind')}</th>
                  <th scope="col">{t('content.prices.target')}</th>
                  <th scope="col">{t('content.prices.discount')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('content.prices.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {drafts.length === 0 && (
                  <tr>
                    <td colSpan={4} className="data-table__empty">
                      {t('content.prices.noRules')}
                    </td>
                  </tr>
                )}
                {drafts.map((d, i) => {
                  const row = i + 1;
                  return (
                    <tr key={d.key}>
                      <td>
                        <select
                          aria-label={t('content.prices.kindOf', { row })}
                          value={d.kind}
                          onChange={(e) => change(d.key, { kind: e.target.value as Kind })}
                        >
                          {KINDS.map((k) => (
                            <option key={k} value={k}>
                              {t(KIND_TEXT[k])}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        {d.kind === 'product' && (
                          <input
                            aria-label={t('content.prices.productOf', { row })}
                            value={d.productCode}
                            onChange={(e) => change(d.key, { productCode: e.target.value })}
                          />
                        )}
                        {(d.kind === 'vendor' || d.kind === 'vendor-category') && (
                          <select
                            aria-label={t('content.prices.vendorOf', { row })}
                            value={d.vendorId}
                            onChange={(e) => change(d.key, { vendorId: e.target.value })}
                          >
                            <option value="">{t('content.prices.choose')}</option>
                            {vendors.map((v) => (
                              <option key={v.id} value={String(v.id)}>
                                {v.name}
                              </option>
                            ))}
                          </select>
                        )}
                        {(d.kind === 'category' || d.kind === 'vendor-category') && (
                          <select
                            aria-label={t('content.prices.categoryOf', { row })}
                            value={d.categoryId}
                            onChange={(e) => change(d.key, { categoryId: e.target.value })}
                          >
                            <option value="">{t('content.prices.choose')}</option>
                            {categories.map((c) => (
                              <option key={c.id} value={String(c.id)}>
                                {c.label}
                              </option>
                            ))}
                          </select>
                        )}
                      </td>
                      <td>
                        <input
                          aria-label={t('content.prices.discountOf', { row })}
                          inputMode="decimal"
                          size={6}
                          value={d.percent}
                          onChange={(e) => change(d.key, { percent: e.target.value })}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--quiet"
                          onClick={() => {
                            setSaved(false);
                            setDrafts((all) => all.filter((x) => x.key !== d.key));
                          }}
                        >
                          {t('content.prices.remove', { row })}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </div>
        <div className="actions">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setSaved(false);
              setDrafts((all) => [
                ...all,
                { key: nextKey++, kind: 'vendor', productCode: '', vendorId: '', categoryId: '', percent: '0' },
              ]);
            }}
          >
            {t('content.prices.add')}
          </button>
          <button type="button" className="button" onClick={showPreview} disabled={preview.isPending}>
            {t('content.prices.preview')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={!previewCurrent || save.isPending}
            aria-describedby="save-help"
          >
            {t('content.prices.save')}
          </button>
        </div>
        <p id="save-help" className="note">
          {previewCurrent ? t('content.prices.saveReady') : t('content.prices.previewFirst')}
        </p>
      </form>

      {samples && (
        <section className="panel" aria-labelledby="preview-heading">
          <h2 id="preview-heading">{t('content.prices.previewTitle')}</h2>
          {!previewCurrent && <p className="note">{t('content.prices.previewOld')}</p>}
          <div className="data-table">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
            <section className="data-table__scroll" tabIndex={0} aria-labelledby="preview-caption">
              <table>
                <caption id="preview-caption" className="visually-hidden">
                  {t('content.prices.previewTable')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('content.prices.code')}</th>
                    <th scope="col">{t('content.prices.product')}</th>
                    <th scope="col" className="num">
                      {t('content.prices.base')}
                    </th>
                    <th scope="col" className="num">
                      {t('content.prices.before')}
                    </th>
                    <th scope="col" className="num">
                      {t('content.prices.after')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {samples.rows.length === 0 && (
                    <tr>
                      <td colSpan={5} className="data-table__empty">
                        {t('content.prices.noSamples')}
                      </td>
                    </tr>
                  )}
                  {samples.rows.map((s) => (
                    <tr key={s.productId}>
                      <td>{s.code}</td>
                      <td>{s.name}</td>
                      <td className="num">{formatCents(s.baseCents)}</td>
                      <td className="num">
                        {formatCents(s.beforeCents)} ({bpToPercent(s.beforeBp)} %)
                      </td>
                      <td className="num">
                        {formatCents(s.afterCents)} ({bpToPercent(s.afterBp)} %)
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        </section>
      )}
      <RecordHistory entity="price_group" id={group.id} />
    </>
  );
}
