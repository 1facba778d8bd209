import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './logo.module.css';

/** The shield mark alone (also the favicon's drawing). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size * 1.1}
      viewBox="0 0 40 44"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 1.5 37 7.8v12.4c0 10.6-7.1 18.6-17 22.3C10.1 38.8 3 30.8 3 20.2V7.8Z" className={styles.shield} />
      <path d="M20 6.6 32.4 11.2v9c0 7.8-5.1 13.8-12.4 16.8-7.3-3-12.4-9-12.4-16.8v-9Z" className={styles.inner} />
      <circle cx="20" cy="20.5" r="6.6" className={styles.lensRing} />
      <circle cx="20" cy="20.5" r="2.6" className={styles.lensDot} />
    </svg>
  );
}

export interface LogoProps {
  /** Links home by default. */
  asLink?: boolean;
  /** Hide the tagline (tight spaces). */
  compact?: boolean;
  className?: string;
}

/** Shop logo: shield mark + name + tagline, for dark backgrounds. */
export function Logo({ asLink = true, compact = false, className }: LogoProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <LogoMark />
      <span className={styles.words}>
        <span className={styles.name}>{t('shop.name')}</span>
        {/* A space between the words in the DOM text too (the flex layout hides it): "SecuriTrade Bezpečnostné
            systémy", which the accessible name of the link contains (WCAG 2.5.3). */}{' '}
        {compact ? null : <span className={styles.tagline}>{t('shop.tagline')}</span>}
      </span>
    </>
  );
  if (!asLink) return <span className={`${styles.logo} ${className ?? ''}`}>{content}</span>;
  return (
    <Link to={paths.home.getHref()} className={`${styles.logo} ${className ?? ''}`} aria-label={t('shop.homeLink')}>
      {content}
    </Link>
  );
}
