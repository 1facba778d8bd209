import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffLinkReply, StaffRoleSchema, type StaffUser } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Alert, applyServerError, errorMessage, Field } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useStaffUsers } from '../../features/staff-users/api/list-staff';
import { useResetStaff } from '../../features/staff-users/api/reset-staff';
import { useUpdateStaff } from '../../features/staff-users/api/update-staff';
import { LinkPanel } from '../../features/staff-users/components/link-panel';
import { RoleSelect } from '../../features/staff-users/components/role-select';
import { t } from '../../lib/i18n';
import { NotFound } from './not-found';

const EditForm = z.object({ name: z.string().trim().max(100), role: StaffRoleSchema, active: z.boolean() });

/** One staff member: name, role, whether they may sign in, a new access link, and their history. */
export function StaffUserPage() {
  const id = Number(useParams().id);
  const users = useStaffUsers();
  const user = users.data?.users.find((u) => u.id === id);
  if (users.isPending) {
    return (
      <>
        <PageHeading>{t('staff.title')}</PageHeading>
        <p aria-busy="true">{t('app.loading')}</p>
      </>
    );
  }
  if (!user) return <NotFound />;
  return <StaffUserForm key={user.id} user={user} />;
}

function StaffUserForm({ user }: { user: StaffUser }) {
  const update = useUpdateStaff(user.id);
  const reset = useResetStaff(user.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<StaffLinkReply | null>(null);
  const form = useForm({
    resolver: zodResolver(EditForm),
    defaultValues: { name: user.name, role: user.role, active: user.active },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ name: saved.user.name, role: saved.user.role, active: saved.user.active });
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['name', 'role', 'active']));
    }
  });
  const label = user.name || user.email;
  return (
    <>
      <PageHeading>{t('staff.editTitle', { name: label })}</PageHeading>
      <p>
        <Link to="/staff-users">{t('staff.back')}</Link>
      </p>
      <p>{user.email}</p>
      <form aria-label={t('staff.editForm')} onSubmit={submit} noValidate className="panel">
        {failure && <Alert>{failure}</Alert>}
        {update.isSuccess && !form.formState.isDirty && <Alert kind="success">{t('staff.saved')}</Alert>}
        <Field id="edit-name" label={t('staff.name')} error={form.formState.errors.name}>
          {(aria) => <input {...aria} autoComplete="off" {...form.register('name')} />}
        </Field>
        <Field id="edit-role" label={t('staff.role')} error={form.formState.errors.role}>
          {(aria) => <RoleSelect {...aria} {...form.register('role')} />}
        </Field>
        <div className="field field--check">
          <input id="edit-active" type="checkbox" {...form.register('active')} />
          <label htmlFor="edit-active">{t('staff.activeLabel')}</label>
        </div>
        <button type="submit" className="button" disabled={update.isPending}>
          {t('staff.save')}
        </button>
      </form>
      <section className="panel" aria-labelledby="reset-heading">
        <h2 id="reset-heading">{t('staff.reset')}</h2>
        <p>{t('staff.resetHelp')}</p>
        {reset.isError && <Alert>{errorMessage(reset.error)}</Alert>}
        <button
          type="button"
          className="button button--danger"
          disabled={reset.isPending}
          onClick={() => {
            if (window.confirm(t('staff.resetConfirm', { name: label }))) {
              reset.mutate(undefined, { onSuccess: setLink });
            }
          }}
        >
          {t('staff.reset')}
        </button>
      </section>
      {link && <LinkPanel key={link.link} reply={link} />}
      <RecordHistory entity="staff" id={user.id} />
    </>
  );
}
