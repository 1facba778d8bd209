import type { AuditEntry } from '@shop/contract';
import { columnsFor } from '../../../components/data-table';
import { formatChanges, formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';

const col = columnsFor<AuditEntry>();

/** A staff member; else the command line (no address), the staff mail's approval link, or unknown (a failed sign-in). */
const who = (entry: AuditEntry) =>
  entry.staff
    ? entry.staff.name || entry.staff.email
    : entry.ip === null
      ? t('audit.cli')
      : entry.action === 'customer.approve'
        ? t('customers.by.mailLink')
        : t('audit.unknown');

/**
 * The columns of audit entries, shared by the log page and every record's history. `withRecord`
 * adds the record column (the history of one record does not need it).
 */
export function auditColumns({ withRecord, sortable }: { withRecord: boolean; sortable: boolean }) {
  return col.columns([
    col.accessor('at', {
      header: t('audit.at'),
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
      enableSorting: sortable,
      sortFn: 'basic',
      sortDescFirst: true,
    }),
    col.accessor(who, { id: 'who', header: t('audit.who'), enableSorting: false }),
    col.accessor('summary', {
      header: t('audit.what'),
      enableSorting: false,
      cell: (info) => <span title={info.row.original.action}>{info.getValue()}</span>,
    }),
    ...(withRecord
      ? [
          col.accessor((entry) => (entry.entityId ? `${entry.entity} #${entry.entityId}` : entry.entity), {
            id: 'record',
            header: t('audit.record'),
            enableSorting: false,
          }),
        ]
      : []),
    col.accessor((entry) => formatChanges(entry.changes), {
      id: 'changes',
      header: t('audit.changes'),
      enableSorting: false,
      cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    }),
  ]);
}
