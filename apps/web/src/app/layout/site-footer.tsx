import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Logo } from '../../components/ui';
import { FOOTER_TEXT_PAGES, paths } from '../../config/paths';
import { telHref } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import styles from './site-footer.module.css';

/** The global footer (docs/requirements/content.md §Footer). The important links show on large screens only. */
export function SiteFooter() {
  const { t } = useTranslation();
  const phone = t('shop.phone');
  const email = t('shop.email');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.caption}>
          <Logo />
          <p className={styles.description}>{t('shop.description')}</p>
        </div>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactTitle')}
          </h2>
          <address className={styles.contacts}>
            <p className={styles.line}>
              <MapPin aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">{t('footer.address')}: </span>
                {t('shop.company')}
                <br />
                {t('shop.street')}
                <br />
                {t('shop.city')}
              </span>
            </p>
            <p className={styles.line}>
              <Phone aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">{t('footer.phone')}: </span>
                <a href={telHref(phone)}>{phone}</a>
              </span>
            </p>
            <p className={styles.line}>
              <Mail aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">{t('footer.email')}: </span>
                <a href={`mailto:${email}`}>{email}</a>
              </span>
            </p>
          </address>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            {t('footer.openingHoursTitle')}
          </h2>
          <div className={styles.line}>
            <Clock aria-hidden="true" size={18} />
            <dl className={styles.hours}>
              <dt>{t('footer.openingHours.monThu')}</dt>
              <dd>{t('footer.openingHours.monThuHours')}</dd>
              <dt>{t('footer.openingHours.fri')}</dt>
              <dd>{t('footer.openingHours.friHours')}</dd>
            </dl>
          </div>
        </section>

        <nav aria-labelledby="footer-links" className={styles.links}>
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.linksTitle')}
          </h2>
          <ul>
            {FOOTER_TEXT_PAGES.map((page) => (
              <li key={page.slug}>
                <Link to={paths.textPage.getHref(page.slug)}>{t(`footer.links.${page.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className="container">{t('footer.copyright', { year, company: t('shop.company') })}</p>
      </div>
    </footer>
  );
}
