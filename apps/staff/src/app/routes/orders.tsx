import { ORDER_PAYMENT_STATES, ORDER_STATUSES, STAFF_PAGE_SIZE, type StaffOrderRow } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { KeysetPager } from '../../components/keyset-pager';
import { PageHeading } from '../../components/page-heading';
import { pickingListUrl } from '../../features/orders/api/documents';
import { type OrderListParams, useOrderList } from '../../features/orders/api/list-orders';
import { useOrderFacets } from '../../features/orders/api/order-facets';
import { orderColumns } from '../../features/orders/components/order-columns';
import { paymentStateText, statusText } from '../../features/orders/components/order-texts';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useListUrl } from '../../lib/list-url';
import { sortingFromParam } from '../../lib/sorting';
import { useStaff } from '../session';

/** Single-value filters (text, dates, the customer's id) and the multi-value ones (checkbox groups, comma-separated in the URL). */
const SINGLE = ['q', 'from', 'to', 'customer'] as const;
const MULTI = ['status', 'payment', 'shipping'] as const;

/** A filter of several values: a group of checkboxes of one name (comma-separated in the URL). */
function CheckGroup(props: {
  legend: string;
  name: string;
  choices: { value: string; label: string }[];
  checked: string[];
}) {
  return (
    <fieldset className="check-group">
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="checkbox"
            name={props.name}
            value={choice.value}
            defaultChecked={props.checked.includes(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The orders (sales, warehouse, admins): filters, search, orderings and the keyset page (`after`)
 * all live in the URL, so a view survives a reload and can be shared. Rows can be selected for
 * one picking list. The warehouse sees no money: no total, no payment state, no payment filter
 * (the server refuses them too).
 */
export function Orders() {
  const staff = useStaff();
  const withMoney = staff.role !== 'warehouse';
  const { params, setParams, withParams, sortBy } = useListUrl();
  const query: OrderListParams = {
    ...Object.fromEntries([...SINGLE, ...MULTI].map((name) => [name, params.get(name) || undefined])),
    sort: params.get('sort') || undefined,
    after: params.get('after') || undefined,
  };
  if (!withMoney) query.payment = undefined;
  const list = useOrderList(query);
  const facets = useOrderFacets();
  // The picked orders, kept across pages and filters: id → number (the number names them in the button).
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const columns = orderColumns({
    withMoney,
    isSelected: (id) => picked.has(id),
    onSelect: (row: StaffOrderRow, selected: boolean) =>
      setPicked((current) => {
        const next = new Map(current);
        if (selected) next.set(row.id, row.number);
        else next.delete(row.id);
        return next;
      }),
  });

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of SINGLE) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    for (const name of MULTI) {
      const values = form.getAll(name).map(String).filter(Boolean);
      if (values.length) next.set(name, values.join(','));
    }
    const sort = params.get('sort');
    if (sort) next.set('sort', sort);
    // New filters start at the first page.
    setParams(next);
  };

  const statuses = listOf(params.get('status'));
  const payments = listOf(params.get('payment'));
  const shippings = listOf(params.get('shipping'));
  const count = list.data?.count;

  return (
    <>
      <PageHeading>{t('orders.title')}</PageHeading>
      <form key={params.toString()} className="filters panel" aria-label={t('orders.filters')} onSubmit={applyFilters}>
        <div className="field">
          <label htmlFor="f-q">{t('orders.search')}</label>
          <input
            id="f-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={query.q ?? ''}
            aria-describedby="f-q-help"
          />
          <p id="f-q-help" className="field__help">
            {t('orders.searchHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="f-from">{t('orders.from')}</label>
          <input id="f-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="f-to">{t('orders.to')}</label>
          <input id="f-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="f-customer">{t('orders.customerFilter')}</label>
          <input
            id="f-customer"
            name="customer"
            inputMode="numeric"
            pattern="[0-9]*"
            size={8}
            defaultValue={query.customer ?? ''}
          />
        </div>
        <CheckGroup
          legend={t('orders.statusFilter')}
          name="status"
          choices={ORDER_STATUSES.map((status) => ({ value: status, label: statusText(status) }))}
          checked={statuses}
        />
        {withMoney && (
          <CheckGroup
            legend={t('orders.paymentFilter')}
            name="payment"
            choices={ORDER_PAYMENT_STATES.map((state) => ({ value: state, label: paymentStateText(state) }))}
            checked={payments}
          />
        )}
        <CheckGroup
          legend={t('orders.shippingFilter')}
          name="shipping"
          choices={(facets.data?.shippingMethods ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          checked={shippings}
        />
        <div className="actions">
          <button type="submit" className="button">
            {t('orders.apply')}
          </button>
          <Link to="/orders">{t('orders.clear')}</Link>
        </div>
      </form>
      {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
      <p className="list-count" aria-live="polite">
        {count &&
          (count.capped
            ? t('orders.countCapped', { count: formatNumber(count.value) })
            : t('orders.count', { count: formatNumber(count.value) }))}
      </p>
      <section className="picking" aria-labelledby="picking-heading">
        <h2 id="picking-heading" className="visually-hidden">
          {t('orders.select')}
        </h2>
        {picked.size === 0 ? (
          <p>{t('orders.pickingHelp')}</p>
        ) : (
          <>
            <a className="button" href={pickingListUrl([...picked.keys()])} target="_blank" rel="noopener">
              {t('orders.picking', { count: picked.size })}
            </a>
            <button type="button" className="button button--quiet" onClick={() => setPicked(new Map())}>
              {t('orders.clearSelection')}
            </button>
          </>
        )}
      </section>
      <div className="wide-list">
        <DataTable
          caption={t('orders.caption')}
          columns={columns}
          data={list.data?.orders}
          busy={list.isFetching}
          getRowId={(row) => String(row.id)}
          sorting={sortingFromParam(params.get('sort'), '-created')}
          onSortingChange={sortBy}
          manualSorting
          skeletonRows={STAFF_PAGE_SIZE}
          empty={t('orders.empty')}
        />
      </div>
      <KeysetPager
        label={t('orders.pager')}
        after={query.after}
        next={list.data?.next}
        firstText={t('orders.first')}
        nextText={t('orders.next')}
        withParams={withParams}
      />
    </>
  );
}
