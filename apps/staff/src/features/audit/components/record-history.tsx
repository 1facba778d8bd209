import { useMemo, useState } from 'react';
import { DataTable, type SortingState } from '../../../components/data-table';
import { t } from '../../../lib/i18n';
import { useRecordHistory } from '../api/record-history';
import { auditColumns } from './audit-columns';

/**
 * What staff changed on one record, newest first: put it on every record's detail page
 * (`<RecordHistory entity="order" id={order.number} />`). The server shows it to whoever may
 * open that kind of record (AUDIT_ENTITY_READERS in apps/server/src/modules/staff/audit.service.ts).
 */
export function RecordHistory({ entity, id }: { entity: string; id: string | number }) {
  const history = useRecordHistory(entity, id);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'at', desc: true }]);
  const columns = useMemo(() => auditColumns({ withRecord: false, sortable: true }), []);
  return (
    <DataTable
      caption={t('staff.history')}
      columns={columns}
      data={history.data?.entries}
      getRowId={(entry) => String(entry.id)}
      sorting={sorting}
      onSortingChange={setSorting}
      skeletonRows={3}
      empty={t('audit.historyEmpty')}
    />
  );
}
