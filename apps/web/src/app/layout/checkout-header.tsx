import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/ui';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import styles from './checkout-header.module.css';

/** The minimal header of /checkout (the global one is hidden there); the step indicator comes with checkout. */
export function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo />
        <Link to={paths.home.getHref()} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('checkoutHeader.backToShop')}
        </Link>
      </div>
    </header>
  );
}
