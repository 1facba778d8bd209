import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_REASON_MAX, type CustomerDetail } from '@shop/contract';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { columnsFor, DataTable, type DataTableProps, type SortingState } from '../../components/data-table';
import { Alert, applyServerError, errorMessage, Field } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useBlockCustomer } from '../../features/customers/api/block-customer';
import { useChangePriceGroup } from '../../features/customers/api/change-price-group';
import { useCustomer } from '../../features/customers/api/customer';
import { usePriceGroups } from '../../features/customers/api/price-groups';
import { useUnblockCustomer } from '../../features/customers/api/unblock-customer';
import { DecisionPanel } from '../../features/customers/components/decision-panel';
import { Details } from '../../features/customers/components/details';
import { actorText, orderStatusText, statusText } from '../../features/customers/components/labels';
import { groupIdOf, groupValue, PriceGroupSelect } from '../../features/customers/components/price-group-select';
import { VatCheckPanel } from '../../features/customers/components/vat-check-panel';
import { ApiError } from '../../lib/api';
import { formatCents, formatDate, formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { NotFound } from './not-found';
import '../../features/customers/customers.css';

type Order = CustomerDetail['orders'][number];
type Invoice = CustomerDetail['invoices'][number];
type User = CustomerDetail['users'][number];

const when = (value: string | null) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : t('customers.detail.unknown');
const money = (cents: number) => <span className="customers-money">{formatCents(cents)}</span>;

const userCol = columnsFor<User>();
const userColumns = userCol.columns([
  userCol.accessor('email', { header: t('customers.email'), enableSorting: false }),
  userCol.accessor((u) => `${u.firstName} ${u.lastName}`.trim(), {
    id: 'name',
    header: t('customers.detail.name'),
    enableSorting: false,
  }),
  userCol.accessor('lastSignInAt', {
    header: t('customers.detail.lastSignIn'),
    enableSorting: false,
    cell: (info) => when(info.getValue()),
  }),
  userCol.accessor('lastSeenAt', {
    header: t('customers.detail.lastSeen'),
    enableSorting: false,
    cell: (info) => when(info.getValue()),
  }),
  userCol.accessor('openSessions', { header: t('customers.detail.sessions'), enableSorting: false }),
]);

// Orders and invoices open on their own screens (the orders and invoices parts of the back office).
const orderCol = columnsFor<Order>();
const orderColumns = orderCol.columns([
  orderCol.accessor('number', {
    header: t('customers.detail.orderNumber'),
    sortFn: 'text',
    cell: (info) => <Link to={`/orders/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  orderCol.accessor('createdAt', {
    header: t('customers.detail.orderDate'),
    sortFn: 'basic',
    cell: (info) => <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>,
  }),
  orderCol.accessor((o) => orderStatusText(o.status), {
    id: 'status',
    header: t('customers.detail.orderStatus'),
    sortFn: 'text',
  }),
  orderCol.accessor('totalIncVatCents', {
    header: t('customers.detail.orderTotal'),
    sortFn: 'basic',
    cell: (info) => money(info.getValue()),
  }),
]);

const invoiceCol = columnsFor<Invoice>();
const invoiceColumns = invoiceCol.columns([
  invoiceCol.accessor('number', {
    header: t('customers.detail.invoiceNumber'),
    sortFn: 'text',
    cell: (info) => <Link to={`/invoices/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  invoiceCol.accessor('issuedAt', {
    header: t('customers.detail.issued'),
    sortFn: 'basic',
    cell: (info) => <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>,
  }),
  invoiceCol.accessor('dueAt', {
    header: t('customers.detail.dueAt'),
    sortFn: 'basic',
    cell: (info) => (
      <>
        <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>
        {info.row.original.overdue && <span className="customers-overdue"> ({t('customers.detail.isOverdue')})</span>}
      </>
    ),
  }),
  invoiceCol.accessor('totalCents', {
    header: t('customers.detail.total'),
    sortFn: 'basic',
    cell: (info) => money(info.getValue()),
  }),
  invoiceCol.accessor('paidCents', {
    header: t('customers.detail.paid'),
    sortFn: 'basic',
    cell: (info) => money(info.getValue()),
  }),
  invoiceCol.accessor('balanceCents', {
    header: t('customers.detail.left'),
    sortFn: 'basic',
    cell: (info) => money(info.getValue()),
  }),
]);

/**
 * A customer (sales, admin): company data and its IČ DPH's VIES check, the people who sign in, the price group (changed
 * here, in effect at once), the balance due, the newest orders and the invoices, blocking, and
 * the record's history.
 */
export function CustomerPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  if (customer.isError && customer.error instanceof ApiError && customer.error.status < 500) return <NotFound />;
  if (!customer.data) {
    return (
      <>
        <PageHeading>{t('customers.list.title')}</PageHeading>
        {customer.isError ? <Alert>{errorMessage(customer.error)}</Alert> : <p aria-busy="true">{t('app.loading')}</p>}
      </>
    );
  }
  const c = customer.data.customer;
  return (
    <>
      <PageHeading>{c.companyName}</PageHeading>
      <p>
        <Link to="/customers">{t('customers.detail.back')}</Link>
      </p>
      <StateNote customer={c} />
      <Section id="company" title={t('customers.detail.companyData')}>
        <Details
          rows={[
            [t('customers.company'), c.companyName],
            [t('customers.companyId'), c.companyId],
            [t('customers.vatId'), c.vatRegistrationId],
            [t('customers.extVatId'), c.extVatRegistrationId],
            [t('customers.phone'), c.phone],
            [t('customers.email'), c.email],
            [t('customers.state'), statusText(c.status)],
            [t('customers.registeredAt'), when(c.createdAt)],
            ...(c.approvedAt
              ? ([[t('customers.detail.approvedAt'), when(c.approvedAt)]] as [string, ReactNode][])
              : []),
          ]}
        />
      </Section>
      <VatCheckPanel customerId={c.id} />
      <Section id="users" title={t('customers.detail.users')}>
        <p>{t('customers.detail.usersNote')}</p>
        <StaticTable
          caption={t('customers.detail.usersCaption')}
          columns={userColumns}
          data={c.users}
          rowId={(u) => u.email}
          empty=""
        />
      </Section>
      <div className="customers-columns">
        <PriceGroupForm customer={c} />
        <Section id="balance" title={t('customers.detail.balance')}>
          <Details
            rows={[
              [t('customers.detail.due'), money(c.balance.dueCents)],
              [
                t('customers.detail.overdue'),
                <span key="overdue" className={c.balance.overdueCents > 0 ? 'customers-overdue' : undefined}>
                  {formatCents(c.balance.overdueCents)}
                </span>,
              ],
            ]}
          />
        </Section>
      </div>
      <Section id="orders" title={t('customers.detail.orders')}>
        <StaticTable
          caption={t('customers.detail.ordersCaption', { shown: c.orders.length, count: c.ordersCount })}
          columns={orderColumns}
          data={c.orders}
          rowId={(o) => String(o.id)}
          initialSort={{ id: 'createdAt', desc: true }}
          empty={t('customers.detail.ordersEmpty')}
        />
      </Section>
      <Section id="invoices" title={t('customers.detail.invoices')}>
        <StaticTable
          caption={t('customers.detail.invoicesCaption', { shown: c.invoices.length, count: c.invoicesCount })}
          columns={invoiceColumns}
          data={c.invoices}
          rowId={(i) => String(i.id)}
          initialSort={{ id: 'issuedAt', desc: true }}
          empty={t('customers.detail.invoicesEmpty')}
        />
      </Section>
      <BlockSection key={c.status} customer={c} />
      <RecordHistory entity="customer" id={c.id} />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** A short table of what the page already holds, sorted in the browser. */
function StaticTable<T extends RowData>(props: {
  caption: string;
  columns: DataTableProps<T>['columns'];
  data: T[];
  rowId: (row: T) => string;
  initialSort?: { id: string; desc: boolean };
  empty: string;
}) {
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ? [props.initialSort] : []);
  return (
    <DataTable
      caption={props.caption}
      hideCaption
      columns={props.columns}
      data={props.data}
      getRowId={props.rowId}
      sorting={sorting}
      onSortingChange={setSorting}
      skeletonRows={3}
      empty={props.empty}
    />
  );
}

/** Where the account stands, when that is not simply "approved". */
function StateNote({ customer: c }: { customer: CustomerDetail }) {
  if (c.status === 'pending') {
    return (
      <Alert kind="success">
        {t('customers.detail.pendingNote')}{' '}
        <Link to={`/registrations/${c.id}`}>{t('customers.detail.toRegistration')}</Link>
      </Alert>
    );
  }
  if (c.status === 'rejected' && c.decision) {
    return (
      <DecisionPanel decision={c.decision}>
        <p>
          {t('customers.detail.rejectedNote')}{' '}
          <Link to={`/registrations/${c.id}`}>{t('customers.detail.toRegistration')}</Link>
        </p>
      </DecisionPanel>
    );
  }
  return null;
}

function PriceGroupForm({ customer: c }: { customer: CustomerDetail }) {
  const groups = usePriceGroups();
  const change = useChangePriceGroup(c.id);
  const [failure, setFailure] = useState<string | null>(null);
  // `values`, not a remount on a new group: the form follows what is stored (after a save or a
  // 409's reload) and keeps the saved notice or the conflict's message on screen.
  const form = useForm({ values: { priceGroupId: groupValue(c.priceGroup) } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync({ priceGroupId: groupIdOf(values.priceGroupId), expected: c.priceGroup?.id ?? null });
    } catch (err) {
      // A stale form: the server's message names who changed it; the page reloads what is stored.
      const message = err instanceof ApiError ? err.errors[0]?.message : undefined;
      setFailure(message ?? applyServerError(err, form.setError, ['priceGroupId']));
    }
  });
  return (
    <Section id="price-group" title={t('customers.priceGroup')}>
      <form aria-labelledby="price-group-heading" onSubmit={submit} noValidate>
        {failure && <Alert>{failure}</Alert>}
        {change.isSuccess && <Alert kind="success">{t('customers.detail.priceGroupSaved')}</Alert>}
        <Field
          id="customer-group"
          label={t('customers.priceGroup')}
          help={t('customers.detail.priceGroupHelp')}
          error={form.formState.errors.priceGroupId}
        >
          {(aria) => (
            <PriceGroupSelect
              {...aria}
              groups={groups.data?.priceGroups}
              current={c.priceGroup}
              {...form.register('priceGroupId')}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={change.isPending}>
          {t('customers.detail.priceGroupSave')}
        </button>
      </form>
    </Section>
  );
}

const BlockSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, t('customers.detail.blockReasonRequired'))
    .max(CUSTOMER_REASON_MAX, t('customers.registration.reasonTooLong', { max: CUSTOMER_REASON_MAX })),
});
const UnblockSchema = z.object({ reason: z.string().trim().max(CUSTOMER_REASON_MAX) });

/** Block an approved customer (their sessions end at once) or unblock a blocked one. */
function BlockSection({ customer: c }: { customer: CustomerDetail }) {
  const block = useBlockCustomer(c.id);
  const unblock = useUnblockCustomer(c.id);
  const blocked = c.status === 'blocked';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(blocked ? UnblockSchema : BlockSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await (blocked ? unblock : block).mutateAsync(values);
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['reason']));
    }
  });
  if (c.status !== 'approved' && !blocked) return null;
  return (
    <Section id="block" title={t('customers.detail.block')}>
      {failure && <Alert>{failure}</Alert>}
      {blocked ? (
        <>
          <Alert>{t('customers.detail.blocked')}</Alert>
          <Details
            rows={[
              [t('customers.detail.blockReason'), c.blockedReason ?? ''],
              [t('customers.detail.blockedBy'), c.blockedBy ? actorText(c.blockedBy) : ''],
              [t('customers.detail.blockedAt'), when(c.blockedAt)],
            ]}
          />
        </>
      ) : (
        <p>{t('customers.detail.blockHelp')}</p>
      )}
      <form aria-labelledby="block-heading" onSubmit={submit} noValidate>
        <Field
          id="block-reason"
          label={blocked ? t('customers.detail.unblockNote') : t('customers.detail.blockReason')}
          help={t('customers.reasonHelp', { max: CUSTOMER_REASON_MAX })}
          error={form.formState.errors.reason}
        >
          {(aria) => <textarea {...aria} rows={3} maxLength={CUSTOMER_REASON_MAX} {...form.register('reason')} />}
        </Field>
        <button
          type="submit"
          className={blocked ? 'button' : 'button button--danger'}
          disabled={block.isPending || unblock.isPending}
        >
          {blocked ? t('customers.detail.unblockSubmit') : t('customers.detail.blockSubmit')}
        </button>
      </form>
    </Section>
  );
}
