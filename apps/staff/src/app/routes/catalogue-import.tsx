import { IMPORT_FIELD_NAMES, type ImportMapping } from '@shop/contract';
import { useState } from 'react';
import { Alert } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { fileErrorMessage } from '../../features/bank/components/server-message';
import { useImportMappings, useSaveImportMapping } from '../../features/catalogue-import/api/import-mappings';
import {
  type ImportRunWithColumns,
  useImportRun,
  useImportRunRows,
  useStartImportRun,
} from '../../features/catalogue-import/api/import-runs';
import { type TextKey, t } from '../../lib/i18n';

const OUTCOMES = ['refused', 'created', 'changed', 'unchanged'] as const;
const PAGE = 50;

/**
 * Import a export katalógu (content, admins): a file and a mapping, the dry run with its rows
 * (refused first), then the real run; progress is polled from the run's record. The export links
 * download the whole catalogue.
 */
export function CatalogueImport() {
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [mapping, setMapping] = useState('');
  const [runId, setRunId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartImportRun();
  const mappings = useImportMappings();
  const run = useImportRun(runId).data;

  async function begin(dryRun: boolean) {
    setFailure(null);
    if (!file) {
      setFailure(t('import.chooseFile'));
      return;
    }
    try {
      const started = await start.mutateAsync({ file, dryRun, zip, ...(mapping ? { mapping } : {}) });
      setRunId(started.id);
    } catch (err) {
      setFailure(fileErrorMessage(err));
    }
  }

  const busy = start.isPending || (run !== undefined && (run.status === 'queued' || run.status === 'running'));
  return (
    <>
      <PageHeading>{t('import.title')}</PageHeading>
      <form
        className="panel"
        aria-labelledby="import-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void begin(true);
        }}
      >
        <h2 id="import-heading">{t('import.fileTitle')}</h2>
        {failure && <Alert>{failure}</Alert>}
        <div className="form-row">
          <div className="field">
            <label htmlFor="import-file">{t('import.file')}</label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.xlsx,.xml,text/csv,application/xml,text/xml"
              aria-describedby="import-file-help"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setRunId(null);
              }}
            />
            <p id="import-file-help" className="field__help">
              {t('import.fileHelp')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="import-images">{t('import.images')}</label>
            <input
              id="import-images"
              type="file"
              accept=".zip,application/zip"
              aria-describedby="import-images-help"
              onChange={(e) => {
                setZip(e.target.files?.[0] ?? null);
                setRunId(null);
              }}
            />
            <p id="import-images-help" className="field__help">
              {t('import.imagesHelp')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="import-mapping">{t('import.mapping')}</label>
            <select id="import-mapping" value={mapping} onChange={(e) => setMapping(e.target.value)}>
              <option value="">{t('import.ownColumns')}</option>
              {mappings.data?.map((m) => (
                <option key={m.id} value={m.name}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={busy}>
            {t('import.dryRun')}
          </button>
          {run?.dryRun && run.status === 'done' && (
            <button type="button" disabled={busy} onClick={() => void begin(false)}>
              {t('import.realRun')}
            </button>
          )}
        </div>
      </form>

      {run && <RunPanel run={run} onMapped={setMapping} />}

      <section className="panel" aria-labelledby="export-heading">
        <h2 id="export-heading">{t('import.exportTitle')}</h2>
        <p>{t('import.exportIntro')}</p>
        <p>
          <a className="button" href="/admin/v1/staff/catalogue/export/csv" download>
            {t('import.exportCsv')}
          </a>{' '}
          <a className="button" href="/admin/v1/staff/catalogue/export/xlsx" download>
            {t('import.exportXlsx')}
          </a>
        </p>
      </section>
    </>
  );
}

function RunPanel({ run, onMapped }: { run: ImportRunWithColumns; onMapped: (name: string) => void }) {
  const s = run.summary;
  return (
    <section className="panel" aria-labelledby="run-heading">
      <h2 id="run-heading">{run.fileName}</h2>
      <div aria-live="polite">
        {(run.status === 'queued' || run.status === 'running') && (
          <>
            <progress aria-label={t('import.progress')} value={run.rowsDone} max={Math.max(run.rowsTotal, 1)} />
            <p>
              {run.rowsTotal > 0
                ? t('import.rowsDone', { done: run.rowsDone, total: run.rowsTotal })
                : t('import.waiting')}
            </p>
          </>
        )}
        {run.status === 'failed' && <Alert>{t('import.failed', { error: run.error ?? '' })}</Alert>}
        {run.status === 'done' && s && (
          <Alert kind="success">
            {t(run.dryRun ? 'import.summaryDry' : 'import.summaryReal', {
              created: s.created,
              changed: s.changed,
              unchanged: s.unchanged,
              refused: s.refused,
            })}
            {s.newVendors.length > 0 && ` ${t('import.newVendors', { names: s.newVendors.join(', ') })}`}
          </Alert>
        )}
      </div>
      {run.status === 'failed' && run.columns.length > 0 && <MappingEditor columns={run.columns} onSaved={onMapped} />}
      {run.status === 'done' && <RunRows runId={run.id} />}
    </section>
  );
}

function RunRows({ runId }: { runId: number }) {
  const [outcome, setOutcome] = useState('');
  const [offset, setOffset] = useState(0);
  const page = useImportRunRows(runId, outcome, offset, true).data;
  return (
    <>
      <div className="field">
        <label htmlFor="import-filter">{t('import.filter')}</label>
        <select
          id="import-filter"
          value={outcome}
          onChange={(e) => {
            setOutcome(e.target.value);
            setOffset(0);
          }}
        >
          <option value="">{t('import.filterAll')}</option>
          {OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {t(`import.outcome.${o}` as TextKey)}
            </option>
          ))}
        </select>
      </div>
      <table>
        <caption>{t('import.rowsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.col.row')}</th>
            <th scope="col">{t('import.col.code')}</th>
            <th scope="col">{t('import.col.outcome')}</th>
            <th scope="col">{t('import.col.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {page?.rows.map((r) => (
            <tr key={r.row}>
              <td>{r.row}</td>
              <td>{r.code}</td>
              <td>{t(`import.outcome.${r.outcome}` as TextKey)}</td>
              <td>
                {r.reason ?? r.fields?.join(', ') ?? ''}
                {r.images && ` ${t('import.imagesAdded')} ${r.images.join(', ')}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page && page.total > PAGE && (
        <nav aria-label={t('import.rowsCaption')} className="form-row">
          <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t('import.previous')}
          </button>
          <span>
            {t('import.page', { from: offset + 1, to: Math.min(offset + PAGE, page.total), total: page.total })}
          </span>
          <button type="button" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
            {t('import.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function MappingEditor({ columns, onSaved }: { columns: string[]; onSaved: (name: string) => void }) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveImportMapping();
  return (
    <form
      aria-labelledby="map-heading"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setFailure(null);
        const chosen = Object.fromEntries(Object.entries(fields).filter(([, f]) => f)) as ImportMapping['columns'];
        try {
          await save.mutateAsync({ name, columns: chosen });
          onSaved(name);
        } catch (err) {
          setFailure(fileErrorMessage(err));
        }
      }}
    >
      <h3 id="map-heading">{t('import.mapTitle')}</h3>
      {failure && <Alert>{failure}</Alert>}
      {columns.map((column, i) => (
        <div className="field" key={column}>
          <label htmlFor={`map-${i}`}>{t('import.mapField', { column })}</label>
          <select
            id={`map-${i}`}
            value={fields[column] ?? ''}
            onChange={(e) => setFields({ ...fields, [column]: e.target.value })}
          >
            <option value="">{t('import.mapNone')}</option>
            {IMPORT_FIELD_NAMES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="field">
        <label htmlFor="map-name">{t('import.mapName')}</label>
        <input id="map-name" value={name} onChange={(e) => setName(e.target.value)} required />
      </div>
      <button type="submit" disabled={save.isPending || !name.trim()}>
        {t('import.mapSave')}
      </button>
    </form>
  );
}
