import type { CreditNoteListItem } from '@shop/contract';
import { useState } from 'react';
import { Paginator } from '../../../components/ui';
import { API_BASE } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CREDIT_NOTES_PAGE_SIZE, useCreditNotes } from '../api/get-credit-notes';
import { DocumentLinks } from './document-links';
import styles from './invoices.module.css';

/** A document's URL only when it is this shop's API (`/admin/v1/…`); it answers with the session cookie. */
const documentHref = (note: CreditNoteListItem, kind: 'pdf' | 'xml') => {
  const url = kind === 'pdf' ? note.credit_note_url : note.xml_url;
  return url.startsWith(`${API_BASE}/`) ? url : `${API_BASE}/customer/credit-note/${note.id}/${kind}`;
};

/** A credit note takes its amount off the invoice: shown with a minus sign. */
const credited = (note: CreditNoteListItem) => formatPrice(-note.amount);

function DownloadLinks({ note }: { note: CreditNoteListItem }) {
  const { t } = useTranslation();
  return (
    <DocumentLinks
      name={note.name}
      pdfHref={documentHref(note, 'pdf')}
      xmlHref={documentHref(note, 'xml')}
      xmlHint={t('invoices.creditNotes.downloadXmlHint')}
    />
  );
}

/**
 * The customer's credit notes (dobropisy), under the invoices
 * (docs/requirements/orders-and-invoices.md §Invoices in the account): number, the invoice it
 * corrects, date, reason, the amount credited, the PDF and its e-invoice (XML). Nothing at all when there are none.
 */
export function CreditNotesList() {
  const { t } = useTranslation();
  // Few customers have more than one page: its page is kept here, not in the URL (`pg` is the invoices').
  const [page, setPage] = useState(1);
  const { data, isPlaceholderData } = useCreditNotes(page);
  if (!data || data.count === 0) return null;
  return (
    <section
      aria-labelledby="credit-notes-heading"
      aria-busy={isPlaceholderData || undefined}
      className={`${styles.creditNotes} ${isPlaceholderData ? styles.stale : ''}`}
    >
      <h2 id="credit-notes-heading">{t('invoices.creditNotes.title')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('invoices.creditNotes.listLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.creditNotes.number')}</th>
              <th scope="col">{t('invoices.creditNotes.invoice')}</th>
              <th scope="col">{t('invoices.date')}</th>
              <th scope="col">{t('invoices.creditNotes.reason')}</th>
              <th scope="col" className={styles.num}>
                {t('invoices.creditNotes.amount')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('invoices.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.creditNotes.map((note) => (
              <tr key={note.id}>
                <th scope="row">{note.name}</th>
                <td>{note.invoice_name}</td>
                <td className={styles.date}>{formatDate(note.created_at)}</td>
                <td>{note.reason}</td>
                <td className={styles.num}>{credited(note)}</td>
                <td className={styles.actionCell}>
                  <DownloadLinks note={note} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} aria-label={t('invoices.creditNotes.listLabel')}>
        {data.creditNotes.map((note) => (
          <li key={note.id} className={styles.card}>
            <p className={styles.cardTitle}>
              <span className={styles.cardLabel}>{t('invoices.creditNotes.number')}</span> {note.name}
            </p>
            <dl className={styles.values}>
              <dt>{t('invoices.creditNotes.invoice')}</dt>
              <dd>{note.invoice_name}</dd>
              <dt>{t('invoices.date')}</dt>
              <dd>{formatDate(note.created_at)}</dd>
              <dt>{t('invoices.creditNotes.reason')}</dt>
              <dd>{note.reason}</dd>
              <dt>{t('invoices.creditNotes.amount')}</dt>
              <dd>{credited(note)}</dd>
            </dl>
            <DownloadLinks note={note} />
          </li>
        ))}
      </ul>
      <Paginator
        page={page}
        pageCount={Math.ceil(data.count / CREDIT_NOTES_PAGE_SIZE)}
        onChange={setPage}
        label={t('invoices.creditNotes.paging')}
        className={styles.paginator}
      />
    </section>
  );
}
