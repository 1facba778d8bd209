import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffLinkReply, StaffRoleSchema, type StaffUser } from '@shop/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { columnsFor, DataTable } from '../../components/data-table';
import { Alert, applyServerError, Field, fieldMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useAddStaff } from '../../features/staff-users/api/add-staff';
import { useStaffUsers } from '../../features/staff-users/api/list-staff';
import { LinkPanel } from '../../features/staff-users/components/link-panel';
import { RoleSelect } from '../../features/staff-users/components/role-select';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useSortParam } from '../../lib/sorting';

const col = columnsFor<StaffUser>();
const state = (u: StaffUser) =>
  !u.active ? t('staff.inactive') : !u.passwordSet ? t('staff.noPassword') : t('staff.active');
const columns = col.columns([
  col.accessor((u) => u.name || u.email, {
    id: 'name',
    header: t('staff.name'),
    sortFn: 'text',
    cell: (info) => (
      <Link to={`/staff-users/${info.row.original.id}`} aria-label={t('staff.edit', { name: info.getValue() })}>
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor('email', { header: t('staff.email'), sortFn: 'text' }),
  col.accessor((u) => t(`role.${u.role}`), { id: 'role', header: t('staff.role'), sortFn: 'text' }),
  col.accessor(state, { id: 'state', header: t('staff.state'), sortFn: 'text' }),
  col.accessor((u) => (u.totpEnabled ? t('staff.totpOn') : t('staff.totpOff')), {
    id: 'totp',
    header: t('staff.totp'),
    sortFn: 'text',
  }),
  col.accessor('createdAt', {
    header: t('staff.created'),
    sortFn: 'basic',
    cell: (info) => <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>,
  }),
]);

const AddForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, fieldMessage('required'))
    .pipe(z.email({ error: fieldMessage('email') })),
  name: z.string().trim().max(100),
  role: StaffRoleSchema,
});

/** Admins: everyone with access to the back office, and adding a person (their one-time link is shown once). */
export function StaffUsers() {
  const users = useStaffUsers();
  const [sorting, setSorting] = useSortParam('name');
  const [added, setAdded] = useState<StaffLinkReply | null>(null);
  return (
    <>
      <PageHeading>{t('staff.title')}</PageHeading>
      <DataTable
        caption={t('staff.caption')}
        columns={columns}
        data={users.data?.users}
        getRowId={(u) => String(u.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        skeletonRows={5}
        empty={t('staff.empty')}
      />
      <AddStaff onAdded={setAdded} />
      {added && <LinkPanel key={added.link} reply={added} />}
    </>
  );
}

function AddStaff({ onAdded }: { onAdded: (reply: StaffLinkReply) => void }) {
  const add = useAddStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = useMemo(() => ({ email: '', name: '', role: 'sales' as const }), []);
  const form = useForm({ resolver: zodResolver(AddForm), defaultValues });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onAdded(await add.mutateAsync(values));
      form.reset(defaultValues);
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['email', 'name', 'role']));
    }
  });
  return (
    <section aria-labelledby="add-staff-heading" className="panel">
      <h2 id="add-staff-heading">{t('staff.add')}</h2>
      <form aria-label={t('staff.addForm')} onSubmit={submit} noValidate className="form-row">
        {failure && <Alert>{failure}</Alert>}
        <Field id="new-email" label={t('staff.email')} error={errors.email}>
          {(aria) => <input {...aria} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
        <Field id="new-name" label={t('staff.name')} error={errors.name}>
          {(aria) => <input {...aria} autoComplete="off" {...form.register('name')} />}
        </Field>
        <Field id="new-role" label={t('staff.role')} error={errors.role}>
          {(aria) => <RoleSelect {...aria} {...form.register('role')} />}
        </Field>
        <button type="submit" className="button" disabled={add.isPending}>
          {t('staff.addSubmit')}
        </button>
      </form>
    </section>
  );
}
