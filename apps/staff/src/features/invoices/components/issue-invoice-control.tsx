import { NOT_INVOICED_ORDER_STATUSES } from '@shop/contract';
import { Link } from 'react-router';
import { useStaff } from '../../../app/session';
import { Alert, errorMessage } from '../../../components/form';
import { t } from '../../../lib/i18n';
import { useIssueInvoice } from '../api/issue-invoice';
import { useOrderInvoice } from '../api/order-invoice';

/**
 * The "issue invoice" control for an order's page (drop it into the order detail):
 * `<IssueInvoiceControl orderNumber={order.number} orderStatus={order.status} />`. For sales and
 * admins only (renders nothing for others: the warehouse never sees invoices). Shows a link to
 * the order's invoice when it has one, otherwise a button that issues it.
 */
export function IssueInvoiceControl({ orderNumber, orderStatus }: { orderNumber: string; orderStatus: string }) {
  const staff = useStaff();
  const mayInvoice = staff.role === 'admin' || staff.role === 'sales';
  if (!mayInvoice) return null;
  return <IssueInvoiceControlInner orderNumber={orderNumber} orderStatus={orderStatus} />;
}

function IssueInvoiceControlInner({ orderNumber, orderStatus }: { orderNumber: string; orderStatus: string }) {
  const existing = useOrderInvoice(orderNumber);
  const issue = useIssueInvoice();
  const invoice = issue.data?.invoice ?? existing.data ?? null;
  return (
    <section className="panel" aria-labelledby="order-invoice-heading">
      <h2 id="order-invoice-heading">{t('invoices.orderInvoice')}</h2>
      {issue.isError && <Alert>{errorMessage(issue.error)}</Alert>}
      {existing.isPending ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : invoice ? (
        <p>
          <Link to={`/invoices/${invoice.id}`}>{t('invoices.open', { number: invoice.number })}</Link>
        </p>
      ) : (NOT_INVOICED_ORDER_STATUSES as readonly string[]).includes(orderStatus) ? (
        <p>{t('invoices.notInvoiced')}</p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={issue.isPending}
          onClick={() => issue.mutate({ orderNumber })}
        >
          {t('invoices.issue')}
        </button>
      )}
    </section>
  );
}
