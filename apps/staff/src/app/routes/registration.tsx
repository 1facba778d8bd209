import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_REASON_MAX, type PriceGroup, type Registration } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Alert, applyServerError, errorMessage, Field } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useApproveRegistration } from '../../features/customers/api/approve-registration';
import { usePriceGroups } from '../../features/customers/api/price-groups';
import { useRegistration } from '../../features/customers/api/registration';
import { useRejectRegistration } from '../../features/customers/api/reject-registration';
import { useReopenRegistration } from '../../features/customers/api/reopen-registration';
import { DecisionPanel } from '../../features/customers/components/decision-panel';
import { Details } from '../../features/customers/components/details';
import { groupText } from '../../features/customers/components/labels';
import { groupIdOf, groupValue, PriceGroupSelect } from '../../features/customers/components/price-group-select';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { NotFound } from './not-found';
import '../../features/customers/customers.css';

/**
 * One registration (sales, admin): the company data, and either the two decisions — approve in
 * a price group, reject with a reason that is mailed — or what was decided, by whom and when
 * (the same decision the staff mail's link shows). A rejected one can be put back in the queue.
 */
export function RegistrationPage() {
  const id = Number(useParams().id);
  const registration = useRegistration(id);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  if (registration.isError && registration.error instanceof ApiError && registration.error.status < 500) {
    return <NotFound />;
  }
  if (!registration.data) {
    return (
      <>
        <PageHeading>{t('customers.queue.title')}</PageHeading>
        {registration.isError ? (
          <Alert>{errorMessage(registration.error)}</Alert>
        ) : (
          <p aria-busy="true">{t('app.loading')}</p>
        )}
      </>
    );
  }
  const { registration: r, decision } = registration.data;
  return (
    <>
      <PageHeading>{t('customers.registration.title', { company: r.companyName })}</PageHeading>
      <p>
        <Link to="/registrations">{t('customers.registration.back')}</Link>
      </p>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <section className="panel" aria-labelledby="registration-heading">
        <h2 id="registration-heading">{t('customers.registration.data')}</h2>
        <RegistrationDetails registration={r} />
      </section>
      {decision ? (
        <DecisionPanel decision={decision}>
          <DecidedActions registration={r} onNotice={setNotice} />
        </DecisionPanel>
      ) : (
        <div className="customers-columns">
          <ApproveForm registration={r} onNotice={setNotice} />
          <RejectForm registration={r} onNotice={setNotice} />
        </div>
      )}
      <RecordHistory entity="customer" id={r.id} />
    </>
  );
}

function RegistrationDetails({ registration: r }: { registration: Registration }) {
  return (
    <Details
      rows={[
        [t('customers.company'), r.companyName],
        [t('customers.companyId'), r.companyId],
        [t('customers.vatId'), r.vatRegistrationId],
        [t('customers.extVatId'), r.extVatRegistrationId],
        [t('customers.contact'), `${r.firstName} ${r.lastName}`.trim()],
        [t('customers.email'), r.email],
        [t('customers.phone'), r.phone],
        [
          t('customers.registeredAt'),
          <time key="at" dateTime={r.createdAt}>
            {formatDateTime(r.createdAt)}
          </time>,
        ],
        [t('customers.priceGroup'), groupText(r.priceGroup)],
      ]}
    />
  );
}

type Notify = (notice: { kind: 'error' | 'success'; text: string } | null) => void;

function ApproveForm({ registration: r, onNotice }: { registration: Registration; onNotice: Notify }) {
  const groups = usePriceGroups();
  const approve = useApproveRegistration(r.id);
  const fallback = groups.data?.priceGroups.find((g: PriceGroup) => g.id === groups.data?.defaultId) ?? null;
  const form = useForm({ values: { priceGroupId: groupValue(r.priceGroup ?? fallback) } });
  const submit = form.handleSubmit(async (values) => {
    onNotice(null);
    try {
      await approve.mutateAsync({ priceGroupId: groupIdOf(values.priceGroupId) });
      onNotice({ kind: 'success', text: t('customers.decision.approved') });
    } catch (err) {
      const general = applyServerError(err, form.setError, ['priceGroupId']);
      if (general) onNotice({ kind: 'error', text: general });
    }
  });
  return (
    <section className="panel" aria-labelledby="approve-heading">
      <h2 id="approve-heading">{t('customers.registration.approve')}</h2>
      <p>{t('customers.registration.approveHelp')}</p>
      <form aria-labelledby="approve-heading" onSubmit={submit} noValidate>
        <Field id="approve-group" label={t('customers.priceGroup')} error={form.formState.errors.priceGroupId}>
          {(aria) => (
            <PriceGroupSelect
              {...aria}
              groups={groups.data?.priceGroups}
              current={r.priceGroup}
              {...form.register('priceGroupId')}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={approve.isPending}>
          {t('customers.registration.approveSubmit')}
        </button>
      </form>
    </section>
  );
}

const RejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, t('customers.registration.reasonRequired'))
    .max(CUSTOMER_REASON_MAX, t('customers.registration.reasonTooLong', { max: CUSTOMER_REASON_MAX })),
});

function RejectForm({ registration: r, onNotice }: { registration: Registration; onNotice: Notify }) {
  const reject = useRejectRegistration(r.id);
  const form = useForm({ resolver: zodResolver(RejectSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    onNotice(null);
    try {
      await reject.mutateAsync(values);
      onNotice({ kind: 'success', text: t('customers.decision.rejected') });
    } catch (err) {
      const general = applyServerError(err, form.setError, ['reason']);
      if (general) onNotice({ kind: 'error', text: general });
    }
  });
  return (
    <section className="panel" aria-labelledby="reject-heading">
      <h2 id="reject-heading">{t('customers.registration.reject')}</h2>
      <p>{t('customers.registration.rejectHelp')}</p>
      <form aria-labelledby="reject-heading" onSubmit={submit} noValidate>
        <Field
          id="reject-reason"
          label={t('customers.registration.reason')}
          help={t('customers.reasonHelp', { max: CUSTOMER_REASON_MAX })}
          error={form.formState.errors.reason}
        >
          {(aria) => <textarea {...aria} rows={4} maxLength={CUSTOMER_REASON_MAX} {...form.register('reason')} />}
        </Field>
        <button type="submit" className="button button--danger" disabled={reject.isPending}>
          {t('customers.registration.rejectSubmit')}
        </button>
      </form>
    </section>
  );
}

/** After the decision: the customer's page; for a rejection, putting it back in the queue. */
function DecidedActions({ registration: r, onNotice }: { registration: Registration; onNotice: Notify }) {
  const reopen = useReopenRegistration(r.id);
  return (
    <div className="actions">
      <Link to={`/customers/${r.id}`}>{t('customers.decision.toCustomer')}</Link>
      {r.status === 'rejected' && (
        <>
          <button
            type="button"
            className="button button--quiet"
            disabled={reopen.isPending}
            aria-describedby="reopen-help"
            onClick={() => {
              onNotice(null);
              reopen.mutate(undefined, { onError: (err) => onNotice({ kind: 'error', text: errorMessage(err) }) });
            }}
          >
            {t('customers.decision.reopen')}
          </button>
          <span id="reopen-help" className="field__help">
            {t('customers.decision.reopenHelp')}
          </span>
        </>
      )}
    </div>
  );
}
