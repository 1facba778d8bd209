import { type FormEvent, useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { KeysetPager } from '../../components/keyset-pager';
import { PageHeading } from '../../components/page-heading';
import { useAuditFacets } from '../../features/audit/api/audit-facets';
import { type AuditParams, useAuditPage } from '../../features/audit/api/audit-page';
import { auditColumns } from '../../features/audit/components/audit-columns';
import { t } from '../../lib/i18n';
import { useListUrl } from '../../lib/list-url';
import { sortingFromParam } from '../../lib/sorting';

const FILTERS = ['staff', 'entity', 'action', 'from', 'to'] as const;

/**
 * The choices of a filter plus the value the URL holds, so the select shows it from the first
 * render (a select keeps a value only among its options; the choices arrive later).
 */
function withCurrent<T>(choices: T[] | undefined, current: T | undefined | '' | 0): T[] {
  const list = choices ?? [];
  return current && !list.includes(current) ? [current, ...list] : list;
}

/**
 * The audit log (admins): every staff write, newest first, filtered by person, kind of record,
 * action and days. Filters, sort and page (the keyset cursor `after`) live in the URL, so a
 * view can be reloaded, shared and gone back to.
 */
export function Audit() {
  const { params, setParams, withParams, sortBy } = useListUrl();
  const query: AuditParams = {
    ...Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined])),
    sort: params.get('sort') === 'at' ? 'at' : undefined,
    after: params.get('after') ?? undefined,
  };
  const page = useAuditPage(query);
  const facets = useAuditFacets();
  const columns = useMemo(() => auditColumns({ withRecord: true, sortable: true }), []);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    if (params.get('sort')) next.set('sort', params.get('sort') ?? '');
    setParams(next);
  };

  return (
    <>
      <PageHeading>{t('audit.title')}</PageHeading>
      <form key={params.toString()} className="filters panel" aria-label={t('audit.filters')} onSubmit={applyFilters}>
        <div className="field">
          <label htmlFor="f-staff">{t('audit.staff')}</label>
          <select id="f-staff" name="staff" defaultValue={query.staff ?? ''}>
            <option value="">{t('audit.any')}</option>
            {withCurrent(
              facets.data?.staff.map((s) => s.id),
              query.staff && Number(query.staff),
            ).map((id) => {
              const s = facets.data?.staff.find((person) => person.id === id) ?? { id, name: '', email: `#${id}` };
              return (
                <option key={s.id} value={s.id}>
                  {s.name ? `${s.name} (${s.email})` : s.email}
                </option>
              );
            })}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-entity">{t('audit.entity')}</label>
          <select id="f-entity" name="entity" defaultValue={query.entity ?? ''}>
            <option value="">{t('audit.any')}</option>
            {withCurrent(facets.data?.entities, query.entity).map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-action">{t('audit.action')}</label>
          <select id="f-action" name="action" defaultValue={query.action ?? ''}>
            <option value="">{t('audit.any')}</option>
            {withCurrent(facets.data?.actions, query.action).map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-from">{t('audit.from')}</label>
          <input id="f-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="f-to">{t('audit.to')}</label>
          <input id="f-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {t('audit.apply')}
          </button>
          <Link to="/audit">{t('audit.clear')}</Link>
        </div>
      </form>
      {page.isError && <Alert>{errorMessage(page.error)}</Alert>}
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        data={page.data?.entries}
        busy={page.isFetching}
        getRowId={(entry) => String(entry.id)}
        sorting={sortingFromParam(params.get('sort'), '-at')}
        onSortingChange={sortBy}
        manualSorting
        skeletonRows={10}
        empty={t('audit.empty')}
      />
      <KeysetPager
        label={t('audit.title')}
        after={query.after}
        next={page.data?.next}
        firstText={t('audit.first')}
        nextText={t('audit.next')}
        withParams={withParams}
      />
    </>
  );
}
