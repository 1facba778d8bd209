import { Mail, Phone } from 'lucide-react';
import { telHref } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import styles from './contact-links.module.css';

/** Phone and e-mail of the shop (header strip). */
export function ContactLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const phone = t('shop.phone');
  const email = t('shop.email');
  return (
    <ul className={`${styles.contacts} ${className ?? ''}`} aria-label={t('header.contactLabel')}>
      <li>
        <a href={telHref(phone)} className={styles.link}>
          <Phone aria-hidden="true" size={15} />
          <span className="visually-hidden">{t('header.phone')}: </span>
          {phone}
        </a>
      </li>
      <li>
        <a href={`mailto:${email}`} className={styles.link}>
          <Mail aria-hidden="true" size={15} />
          <span className="visually-hidden">{t('header.email')}: </span>
          {email}
        </a>
      </li>
    </ul>
  );
}
