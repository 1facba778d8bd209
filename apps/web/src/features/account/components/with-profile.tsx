import type { CustomerProfile } from '@shop/contract';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import { useProfile } from '../api/get-profile';
import styles from './details.module.css';

/** A form of the profile once it is loaded (a card with a spinner until then). */
export function WithProfile({ children }: { children: (profile: CustomerProfile) => ReactNode }) {
  const { t } = useTranslation();
  const { data } = useProfile();
  if (!data) {
    return (
      <div className={styles.card}>
        <p className={styles.status}>
          <Spinner size={24} label={t('account.loading')} />
        </p>
      </div>
    );
  }
  return children(data);
}
