import type { InvoiceListItem } from '@shop/contract';
import { CircleAlert, CircleCheck, FileX } from 'lucide-react';
import { Paginator, Spinner } from '../../../components/ui';
import { API_BASE } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation, useSearchParams } from '../../../lib/router';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { DocumentLinks } from './document-links';
import styles from './invoices.module.css';

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** A document's URL only when it is this shop's API (`/admin/v1/…`); it answers with the session cookie. */
const documentHref = (invoice: InvoiceListItem, kind: 'pdf' | 'xml') => {
  const url = kind === 'pdf' ? invoice.invoice_url : invoice.xml_url;
  return url.startsWith(`${API_BASE}/`) ? url : `${API_BASE}/customer/invoice/${invoice.id}/${kind}`;
};

const isUnpaid = (invoice: InvoiceListItem) => invoice.not_paid_amount > 0;

/** Paid or not, in words and with an icon (never by colour alone). */
function PaymentState({ invoice }: { invoice: InvoiceListItem }) {
  const { t } = useTranslation();
  return isUnpaid(invoice) ? (
    <span className={styles.unpaid}>
      <CircleAlert aria-hidden="true" size={16} />
      {t('invoices.unpaidBadge')}
    </span>
  ) : (
    <span className={styles.paid}>
      <CircleCheck aria-hidden="true" size={16} />
      {t('invoices.paid')}
    </span>
  );
}

function DownloadLinks({ invoice }: { invoice: InvoiceListItem }) {
  const { t } = useTranslation();
  return (
    <DocumentLinks
      name={invoice.name}
      pdfHref={documentHref(invoice, 'pdf')}
      xmlHref={documentHref(invoice, 'xml')}
      xmlHint={t('invoices.downloadXmlHint')}
    />
  );
}

/**
 * Invoices (docs/requirements/orders-and-invoices.md §Invoices in the account): number, variable symbol, dates, total,
 * the unpaid rest, a PDF link and the e-invoice (XML) beside it; unpaid ones are marked as errors with an icon and the word "neuhradená".
 */
export function InvoicesList() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('pg'));
  const { data, isPending, isPlaceholderData } = useInvoices(page);
  const hrefOf = (p: number) => (p > 1 ? `${location.pathname}?pg=${p}` : location.pathname);

  if (isPending) {
    return (
      <p className={styles.status}>
        <Spinner size={24} label={t('invoices.loading')} />
      </p>
    );
  }
  if (!data) return null;
  const pageCount = Math.ceil(data.count / INVOICES_PAGE_SIZE);
  if (data.count > 0 && page > pageCount) return <Navigate to={hrefOf(pageCount)} replace />;
  if (data.invoices.length === 0) {
    return (
      <p className={styles.empty}>
        <FileX aria-hidden="true" size={28} />
        {t('invoices.empty')}
      </p>
    );
  }

  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? styles.stale : undefined}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('invoices.listLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.number')}</th>
              <th scope="col">{t('invoices.varsymbol')}</th>
              <th scope="col">{t('invoices.date')}</th>
              <th scope="col">{t('invoices.dueDate')}</th>
              <th scope="col" className={styles.num}>
                {t('invoices.total')}
              </th>
              <th scope="col" className={styles.num}>
                {t('invoices.unpaid')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('invoices.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.invoices.map((invoice) => (
              <tr key={invoice.id} className={isUnpaid(invoice) ? styles.errorRow : undefined}>
                <th scope="row">{invoice.name}</th>
                <td>{invoice.varsymbol}</td>
                <td className={styles.date}>{formatDate(invoice.created_at)}</td>
                <td className={styles.date}>{formatDate(invoice.due_to)}</td>
                <td className={styles.num}>{formatPrice(invoice.amount)}</td>
                <td className={styles.num}>
                  {formatPrice(invoice.not_paid_amount)}
                  <br />
                  <PaymentState invoice={invoice} />
                </td>
                <td className={styles.actionCell}>
                  <DownloadLinks invoice={invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={styles.cards} aria-label={t('invoices.listLabel')}>
        {data.invoices.map((invoice) => (
          <li key={invoice.id} className={`${styles.card} ${isUnpaid(invoice) ? styles.errorCard : ''}`}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>
                <span className={styles.cardLabel}>{t('invoices.number')}</span> {invoice.name}
              </p>
              <PaymentState invoice={invoice} />
            </div>
            <dl className={styles.values}>
              <dt>{t('invoices.varsymbol')}</dt>
              <dd>{invoice.varsymbol}</dd>
              <dt>{t('invoices.date')}</dt>
              <dd>{formatDate(invoice.created_at)}</dd>
              <dt>{t('invoices.dueDate')}</dt>
              <dd>{formatDate(invoice.due_to)}</dd>
              <dt>{t('invoices.total')}</dt>
              <dd>{formatPrice(invoice.amount)}</dd>
              <dt>{t('invoices.unpaid')}</dt>
              <dd>{formatPrice(invoice.not_paid_amount)}</dd>
            </dl>
            <DownloadLinks invoice={invoice} />
          </li>
        ))}
      </ul>

      <Paginator page={page} pageCount={pageCount} getHref={hrefOf} className={styles.paginator} />
    </div>
  );
}
