import type { RegistrationDecision } from '@shop/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Details } from './details';
import { actorText } from './labels';

/** What was decided on a registration, by whom and when (the mail link's page shows the same). */
export function DecisionPanel({ decision, children }: { decision: RegistrationDecision; children?: ReactNode }) {
  const approved = decision.outcome === 'approved';
  return (
    <section className="panel" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{t('customers.decision.title')}</h2>
      <p>{approved ? t('customers.decision.approved') : t('customers.decision.rejected')}</p>
      <Details
        rows={[
          [t('customers.decision.by'), actorText(decision.by)],
          [
            t('customers.decision.at'),
            <time key="at" dateTime={decision.at}>
              {formatDateTime(decision.at)}
            </time>,
          ],
          ...(decision.reason ? ([[t('customers.decision.reason'), decision.reason]] as [string, ReactNode][]) : []),
        ]}
      />
      {children}
    </section>
  );
}
