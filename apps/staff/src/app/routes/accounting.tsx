import type { PohodaStockReply } from '@shop/contract';
import { useState } from 'react';
import { Alert } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { pohodaExportUrl, useImportPohodaStock } from '../../features/accounting/api/import-pohoda-stock';
import { TokenPanel } from '../../features/accounting/components/token-panel';
import { fileErrorMessage } from '../../features/bank/components/server-message';
import { t } from '../../lib/i18n';
import { useStaff } from '../session';

const today = () => new Date().toLocaleDateString('en-CA');
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/**
 * Účtovníctvo (sales, admins): the POHODA export for a range of days (a download), POHODA's
 * stock and price file loaded back, and for admins the accounting system's token.
 */
export function Accounting() {
  const staff = useStaff();
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const stock = useImportPohodaStock();
  const [file, setFile] = useState<File | null>(null);
  const [stockResult, setStockResult] = useState<PohodaStockReply | null>(null);
  const [stockFailure, setStockFailure] = useState<string | null>(null);
  const rangeValid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

  return (
    <>
      <PageHeading>{t('accounting.title')}</PageHeading>
      <section className="panel" aria-labelledby="export-heading">
        <h2 id="export-heading">{t('accounting.exportTitle')}</h2>
        <p id="export-help">{t('accounting.exportIntro')}</p>
        <div className="form-row">
          <div className="field">
            <label htmlFor="export-from">{t('accounting.from')}</label>
            <input id="export-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="export-to">{t('accounting.to')}</label>
            <input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          {rangeValid ? (
            <a className="button" href={pohodaExportUrl(from, to)} download aria-describedby="export-help">
              {t('accounting.download')}
            </a>
          ) : (
            <p role="alert">{t('accounting.rangeInvalid')}</p>
          )}
        </div>
      </section>

      <form
        className="panel"
        aria-labelledby="stock-heading"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setStockFailure(null);
          setStockResult(null);
          if (!file) {
            setStockFailure(t('bank.chooseFile'));
            return;
          }
          try {
            setStockResult(await stock.mutateAsync({ fileName: file.name, xml: await file.text() }));
          } catch (err) {
            setStockFailure(fileErrorMessage(err));
          }
        }}
      >
        <h2 id="stock-heading">{t('accounting.stockTitle')}</h2>
        {stockFailure && <Alert>{stockFailure}</Alert>}
        <div aria-live="polite">
          {stockResult && (
            <Alert kind="success">
              {t('accounting.stockDone', { updated: stockResult.updated, unchanged: stockResult.unchanged })}
              {stockResult.unknownCodes.length > 0 &&
                ` ${t('accounting.stockUnknown', { codes: stockResult.unknownCodes.join(', ') })}`}
            </Alert>
          )}
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="stock-file">{t('accounting.stockFile')}</label>
            <input
              id="stock-file"
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-describedby="stock-file-help"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <p id="stock-file-help" className="field__help">
              {t('accounting.stockHelp')}
            </p>
          </div>
          <button type="submit" disabled={stock.isPending}>
            {t('accounting.stockUpload')}
          </button>
        </div>
      </form>

      {staff.role === 'admin' && <TokenPanel />}
    </>
  );
}
