import type { StaffCoupon, StaffCouponBody } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { columnsFor, DataTable, type SortingState } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useCoupons } from '../../features/prices/api/coupons';
import { useSaveCoupon } from '../../features/prices/api/save-coupon';
import { ApiError } from '../../lib/api';
import { formatCents, formatDate } from '../../lib/format';
import { errorText, t } from '../../lib/i18n';

interface Draft {
  id: number | null;
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  customerEmail: string;
  active: boolean;
}

const EMPTY: Draft = {
  id: null,
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  customerEmail: '',
  active: true,
};

/** A day in the browser's time zone (the shop's) as the date field shows it. */
const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '');

const draftOf = (c: StaffCoupon): Draft => ({
  id: c.id,
  code: c.code,
  kind: c.discountPercent !== null ? 'percent' : 'amount',
  value:
    c.discountPercent !== null
      ? String(c.discountPercent)
      : ((c.discountAmountCents ?? 0) / 100).toFixed(2).replace('.', ','),
  validFrom: dayOf(c.validFrom),
  validTo: dayOf(c.validTo),
  usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
  customerEmail: c.customer?.email ?? '',
  active: c.active,
});

/** The form as the API takes it: valid from the start of its first day to the end of its last. */
function bodyOf(d: Draft): StaffCouponBody | string {
  const value = Number(d.value.trim().replace(',', '.'));
  if (!d.value.trim() || !Number.isFinite(value) || value <= 0) return t('content.coupons.badValue');
  if (d.kind === 'percent' && (!Number.isInteger(value) || value > 100)) return t('content.coupons.badPercent');
  const limit = d.usageLimit.trim() === '' ? null : Number(d.usageLimit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1)) return t('content.coupons.badLimit');
  return {
    code: d.code.trim(),
    discountPercent: d.kind === 'percent' ? value : null,
    discountAmountCents: d.kind === 'amount' ? Math.round(value * 100) : null,
    validFrom: d.validFrom ? new Date(`${d.validFrom}T00:00:00`).toISOString() : null,
    validTo: d.validTo ? new Date(`${d.validTo}T23:59:59`).toISOString() : null,
    usageLimit: limit,
    customerEmail: d.customerEmail.trim() || null,
    active: d.active,
  };
}

const FIELD_TEXT: Record<string, string> = {
  code: 'content.coupons.code',
  customerEmail: 'content.coupons.customer',
  validTo: 'content.coupons.validTo',
  discountPercent: 'content.coupons.value',
};

function serverProblem(err: unknown): string {
  if (!(err instanceof ApiError)) return errorMessage(err);
  return err.errors
    .map((e) => {
      const field = e.key && FIELD_TEXT[e.key];
      const text = e.code === 'validation' ? t('content.coupons.invalid') : errorText(e.code);
      return field ? `${t(field as 'content.coupons.code')}: ${text}` : text;
    })
    .join(' ');
}

const discountText = (c: StaffCoupon) =>
  c.discountPercent !== null ? `${c.discountPercent} %` : formatCents(c.discountAmountCents ?? 0);
const validityText = (c: StaffCoupon) =>
  c.validFrom || c.validTo
    ? `${c.validFrom ? formatDate(c.validFrom) : '…'} – ${c.validTo ? formatDate(c.validTo) : '…'}`
    : t('content.coupons.always');

/**
 * Kupóny (sales, admins): every coupon with its uses; one form creates a coupon or changes the one
 * picked in the list. A coupon is switched off, never deleted (its orders keep naming it).
 */
export function Coupons() {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sorting, setSorting] = useState<SortingState>([]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const col = columnsFor<StaffCoupon>();
  const columns = col.columns([
    col.accessor('code', {
      header: t('content.coupons.code'),
      sortFn: 'text',
      cell: (info) => (
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('content.coupons.edit', { code: info.getValue() })}
          onClick={() => {
            setProblem(null);
            setDone(null);
            setDraft(draftOf(info.row.original));
            document.getElementById('coupon-code')?.focus();
          }}
        >
          {info.getValue()}
        </button>
      ),
    }),
    col.accessor((c) => discountText(c), {
      id: 'discount',
      header: t('content.coupons.discount'),
      enableSorting: false,
    }),
    col.accessor((c) => validityText(c), {
      id: 'validity',
      header: t('content.coupons.validity'),
      enableSorting: false,
    }),
    col.accessor((c) => c.customer?.companyName ?? t('content.coupons.everyone'), {
      id: 'customer',
      header: t('content.coupons.customer'),
      sortFn: 'text',
    }),
    col.accessor('orders', {
      header: t('content.coupons.orders'),
      sortFn: 'basic',
      cell: (info) =>
        info.row.original.usageLimit === null
          ? String(info.getValue())
          : t('content.coupons.ordersOfLimit', { used: info.getValue(), limit: info.row.original.usageLimit }),
    }),
    col.accessor((c) => (c.active ? t('content.coupons.on') : t('content.coupons.off')), {
      id: 'active',
      header: t('content.coupons.state'),
      sortFn: 'text',
    }),
  ]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const body = bodyOf(draft);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    try {
      const reply = await save.mutateAsync({ id: draft.id, body });
      setDone(t('content.coupons.saved', { code: reply.coupon.code }));
      setDraft(EMPTY);
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

  return (
    <>
      <PageHeading>{t('content.coupons.title')}</PageHeading>
      {coupons.error && <Alert>{errorMessage(coupons.error)}</Alert>}
      <DataTable
        caption={t('content.coupons.list')}
        columns={columns}
        data={coupons.data?.coupons}
        getRowId={(c) => String(c.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        skeletonRows={5}
        empty={t('content.coupons.none')}
      />
      <form className="panel" noValidate onSubmit={onSubmit} aria-labelledby="coupon-form-heading">
        <h2 id="coupon-form-heading">
          {draft.id === null ? t('content.coupons.new') : t('content.coupons.editing', { code: draft.code })}
        </h2>
        <div aria-live="polite">
          {problem && <Alert>{problem}</Alert>}
          {done && <Alert kind="success">{done}</Alert>}
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="coupon-code">{t('content.coupons.code')}</label>
            <input id="coupon-code" value={draft.code} onChange={(e) => set({ code: e.target.value })} />
          </div>
          <fieldset className="check-group">
            <legend>{t('content.coupons.kind')}</legend>
            <label>
              <input
                type="radio"
                name="kind"
                checked={draft.kind === 'percent'}
                onChange={() => set({ kind: 'percent' })}
              />{' '}
              {t('content.coupons.percent')}
            </label>
            <label>
              <input
                type="radio"
                name="kind"
                checked={draft.kind === 'amount'}
                onChange={() => set({ kind: 'amount' })}
              />{' '}
              {t('content.coupons.amount')}
            </label>
          </fieldset>
          <div className="field">
            <label htmlFor="coupon-value">{t('content.coupons.value')}</label>
            <input
              id="coupon-value"
              inputMode="decimal"
              value={draft.value}
              onChange={(e) => set({ value: e.target.value })}
            />
          </div>
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="coupon-from">{t('content.coupons.validFrom')}</label>
            <input
              id="coupon-from"
              type="date"
              value={draft.validFrom}
              onChange={(e) => set({ validFrom: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="coupon-to">{t('content.coupons.validTo')}</label>
            <input
              id="coupon-to"
              type="date"
              value={draft.validTo}
              onChange={(e) => set({ validTo: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="coupon-limit">{t('content.coupons.usageLimit')}</label>
            <input
              id="coupon-limit"
              inputMode="numeric"
              aria-describedby="coupon-limit-help"
              value={draft.usageLimit}
              onChange={(e) => set({ usageLimit: e.target.value })}
            />
            <p id="coupon-limit-help" className="field__help">
              {t('content.coupons.usageLimitHelp')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="coupon-customer">{t('content.coupons.customerEmail')}</label>
            <input
              id="coupon-customer"
              type="email"
              aria-describedby="coupon-customer-help"
              value={draft.customerEmail}
              onChange={(e) => set({ customerEmail: e.target.value })}
            />
            <p id="coupon-customer-help" className="field__help">
              {t('content.coupons.customerHelp')}
            </p>
          </div>
        </div>
        <div className="field field--check">
          <input
            id="coupon-active"
            type="checkbox"
            checked={draft.active}
            onChange={(e) => set({ active: e.target.checked })}
          />
          <label htmlFor="coupon-active">{t('content.coupons.active')}</label>
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('content.coupons.save')}
          </button>
          {draft.id !== null && (
            <button type="button" className="button button--quiet" onClick={() => setDraft(EMPTY)}>
              {t('content.coupons.cancelEdit')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}
