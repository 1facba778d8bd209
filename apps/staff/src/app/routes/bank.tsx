import type { BankEntry, ImportStatementReply } from '@shop/contract';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useImportStatement } from '../../features/bank/api/import-statement';
import { useUnmatchedEntries } from '../../features/bank/api/unmatched-entries';
import { statementColumns, unmatchedColumns } from '../../features/bank/components/bank-columns';
import { DecideEntryForm } from '../../features/bank/components/decide-entry-form';
import { fileErrorMessage } from '../../features/bank/components/server-message';
import { t } from '../../lib/i18n';

const noSort = () => {};

/**
 * Bankové výpisy (sales, admins): load a camt.053 statement and see what each credit became;
 * below, the credits that matched no invoice, each to assign to an invoice or dismiss. The
 * unmatched list's page (keyset `after`) is in the URL.
 */
export function Bank() {
  const [params] = useSearchParams();
  const after = params.get('after') ?? undefined;
  const upload = useImportStatement();
  const unmatched = useUnmatchedEntries(after);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportStatementReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<BankEntry | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      unmatchedColumns((entry) => {
        setDecided(null);
        setDeciding(entry);
      }),
    [],
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setResult(null);
    if (!file) {
      setFailure(t('bank.chooseFile'));
      return;
    }
    try {
      setResult(await upload.mutateAsync({ fileName: file.name, xml: await file.text() }));
    } catch (err) {
      setFailure(fileErrorMessage(err));
    }
  };

  const summary = result
    ? t(result.alreadyLoaded ? 'bank.summaryAgain' : 'bank.summary', {
        id: result.statement.statementId,
        count: result.entries.length,
        unmatched: result.entries.filter((e) => e.outcome === 'unmatched').length,
      })
    : null;

  return (
    <>
      <PageHeading>{t('bank.title')}</PageHeading>
      <form className="panel" aria-labelledby="upload-heading" onSubmit={submit} noValidate>
        <h2 id="upload-heading">{t('bank.uploadTitle')}</h2>
        {failure && <Alert>{failure}</Alert>}
        <div className="form-row">
          <div className="field">
            <label htmlFor="statement-file">{t('bank.file')}</label>
            <input
              id="statement-file"
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-describedby="statement-file-help"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <p id="statement-file-help" className="field__help">
              {t('bank.fileHelp')}
            </p>
          </div>
          <button type="submit" disabled={upload.isPending}>
            {upload.isPending ? t('bank.uploading') : t('bank.upload')}
          </button>
        </div>
      </form>
      <div aria-live="polite">{summary && <Alert kind="success">{summary}</Alert>}</div>
      {result && (
        <DataTable
          caption={t('bank.resultCaption', { id: result.statement.statementId })}
          columns={statementColumns}
          data={result.entries}
          getRowId={(row) => String(row.id)}
          sorting={[]}
          onSortingChange={noSort}
          skeletonRows={4}
          empty={t('bank.noCredits')}
        />
      )}

      <h2>{t('bank.unmatchedTitle')}</h2>
      <div aria-live="polite">{decided && <Alert kind="success">{decided}</Alert>}</div>
      {unmatched.isError && <Alert>{errorMessage(unmatched.error)}</Alert>}
      {deciding && (
        <DecideEntryForm
          key={deciding.id}
          entry={deciding}
          onDone={(message) => {
            setDeciding(null);
            setDecided(message);
          }}
        />
      )}
      <DataTable
        caption={t('bank.unmatchedCaption')}
        columns={columns}
        data={unmatched.data?.entries}
        busy={unmatched.isFetching}
        getRowId={(row) => String(row.id)}
        sorting={[]}
        onSortingChange={noSort}
        skeletonRows={5}
        empty={t('bank.unmatchedEmpty')}
      />
      <nav className="pager" aria-label={t('invoices.paging')}>
        {after && <Link to="/bank">{t('invoices.first')}</Link>}
        {unmatched.data?.next && <Link to={`/bank?after=${unmatched.data.next}`}>{t('invoices.next')}</Link>}
      </nav>
    </>
  );
}
