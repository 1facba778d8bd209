import type { VatCheck } from '@shop/contract';
import type { ReactNode } from 'react';
import { Alert, errorMessage } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useRecheckVat, useVatCheck } from '../api/vat-check';
import { Details } from './details';

/** Valid, invalid or not verified, in words (never by colour alone); invalid is marked as an error. */
function Verdict({ check }: { check: VatCheck | null }) {
  if (check?.valid === true) return <strong>{t('customers.vat.valid')}</strong>;
  if (check?.valid === false) return <strong className="customers-overdue">{t('customers.vat.invalid')}</strong>;
  return <strong>{t('customers.vat.unverified')}</strong>;
}

const statusText = (check: VatCheck) =>
  check.valid === null ? `${t(`customers.vat.status.${check.status}`)}${check.detail ? ` (${check.detail})` : ''}` : '';

/**
 * The company's IČ DPH as the EU's VIES saw it (docs/decisions/013-e-invoices.md): valid,
 * invalid or "neoverené" (VIES did not answer), when and under which consultation number; and a
 * button to ask VIES again (audited on the server).
 */
export function VatCheckPanel({ customerId }: { customerId: number }) {
  const state = useVatCheck(customerId);
  const recheck = useRecheckVat(customerId);
  const data = state.data;
  return (
    <section className="panel" aria-labelledby="vat-check-heading" aria-busy={recheck.isPending || undefined}>
      <h2 id="vat-check-heading">{t('customers.vat.title')}</h2>
      {state.isError && <Alert>{errorMessage(state.error)}</Alert>}
      {recheck.isError && <Alert>{errorMessage(recheck.error)}</Alert>}
      <div role="status">{recheck.isSuccess && <p>{t('customers.vat.rechecked')}</p>}</div>
      {!data ? (
        !state.isError && <p aria-busy="true">{t('app.loading')}</p>
      ) : data.ext_vat_registration_id === '' ? (
        <p>{t('customers.vat.none')}</p>
      ) : (
        <>
          <Details
            rows={[
              [t('customers.extVatId'), data.ext_vat_registration_id],
              [t('customers.vat.result'), <Verdict key="verdict" check={data.check} />],
              ...(data.check
                ? ([
                    [
                      t('customers.vat.checkedAt'),
                      <time key="at" dateTime={data.check.checked_at}>
                        {formatDateTime(data.check.checked_at)}
                      </time>,
                    ],
                    [t('customers.vat.consultation'), data.check.request_identifier ?? ''],
                    [t('customers.vat.why'), statusText(data.check)],
                    [t('customers.vat.name'), data.check.name ?? ''],
                    [t('customers.vat.address'), data.check.address ?? ''],
                  ] as [string, ReactNode][])
                : [[t('customers.vat.checkedAt'), t('customers.vat.never')] as [string, ReactNode]]),
            ]}
          />
          <button type="button" className="button" onClick={() => recheck.mutate()} disabled={recheck.isPending}>
            {recheck.isPending ? t('customers.vat.checking') : t('customers.vat.recheck')}
          </button>
        </>
      )}
    </section>
  );
}
