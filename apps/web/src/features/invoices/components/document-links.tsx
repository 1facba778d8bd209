import { Download, FileCode } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import styles from './invoices.module.css';

/**
 * A document's PDF (opens in a new tab) and beside it its e-invoice XML (downloads as a file):
 * invoices and credit notes alike. `name` is the document's number, `xmlHint` says what the XML is.
 */
export function DocumentLinks({
  name,
  pdfHref,
  xmlHref,
  xmlHint,
}: {
  name: string;
  pdfHref: string;
  xmlHref: string;
  xmlHint: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.downloads}>
      <a href={pdfHref} target="_blank" rel="noopener" className={styles.download}>
        <Download aria-hidden="true" size={16} />
        <span>{t('invoices.download')}</span>
        <span className="visually-hidden">
          {' '}
          {name} {t('a11y.opensInNewTab')}
        </span>
      </a>
      <a href={xmlHref} download className={styles.download}>
        <FileCode aria-hidden="true" size={16} />
        <span>{t('invoices.downloadXml')}</span>
        <span className="visually-hidden">
          {' '}
          {name} ({xmlHint})
        </span>
      </a>
    </span>
  );
}
