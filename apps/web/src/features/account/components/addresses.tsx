import { ADDRESS_TYPE, type CustomerAddress } from '@shop/contract';
import { FileText, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import { useAddresses } from '../api/get-addresses';
import styles from './account.module.css';

function AddressCard({ title, icon, address }: { title: string; icon: ReactNode; address?: CustomerAddress }) {
  const { t } = useTranslation();
  const name = address ? `${address.first_name} ${address.last_name}`.trim() : '';
  const rows: [string, string | undefined][] = address
    ? [
        [t('account.addresses.name'), name],
        [t('account.addresses.street'), address.street],
        [t('account.addresses.city'), address.city],
        [t('account.addresses.zip'), address.zip],
        [t('account.addresses.phone'), address.phone],
        [t('account.addresses.email'), address.email],
      ]
    : [];
  const shown = rows.filter((row): row is [string, string] => !!row[1]?.trim());
  return (
    <div className={styles.card}>
      <h3>
        {icon}
        {title}
      </h3>
      {shown.length > 0 ? (
        <dl className={styles.values}>
          {shown.map(([label, value]) => (
            <div key={label} className={styles.pair}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.muted}>{t('account.addresses.none')}</p>
      )}
    </div>
  );
}

/**
 * Invoice (type 1) and delivery (type 2) addresses, read-only (docs/requirements/accounts.md §Profile and addresses).
 */
export function AccountAddresses() {
  const { t } = useTranslation();
  const { data, isPending } = useAddresses();
  if (isPending) {
    return (
      <p className={styles.status}>
        <Spinner size={24} label={t('account.loading')} />
      </p>
    );
  }
  const invoice = data?.find((a) => a.type === ADDRESS_TYPE.invoice);
  const delivery = data?.find((a) => a.type === ADDRESS_TYPE.delivery);
  return (
    <>
      <div className={styles.addresses}>
        <AddressCard
          title={t('account.addresses.invoice')}
          icon={<FileText aria-hidden="true" size={20} />}
          {...(invoice ? { address: invoice } : {})}
        />
        <AddressCard
          title={t('account.addresses.delivery')}
          icon={<Truck aria-hidden="true" size={20} />}
          {...(delivery ? { address: delivery } : {})}
        />
      </div>
      <p className={styles.note}>{t('account.addresses.note')}</p>
    </>
  );
}
