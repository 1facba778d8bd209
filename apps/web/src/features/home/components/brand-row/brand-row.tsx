import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import styles from './brand-row.module.css';

/** Distinct vendor names, sorted the Slovak way. */
export function brandNames(vendors: readonly { name: string }[]): string[] {
  const names = new Set(vendors.map((v) => v.name.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'sk'));
}

/** Each brand's logo by name (brands without one are left out). */
export function brandLogos(vendors: readonly { name: string; logo?: string | null }[]): Record<string, string> {
  return Object.fromEntries(vendors.flatMap((v) => (v.logo ? [[v.name.trim(), v.logo]] : [])));
}

/**
 * The row of brands, each linking to a search for that brand: its logo where it has one
 * (the link's label names the brand), its name otherwise. Nothing without brands.
 */
export function BrandRow({ vendors, logos = {} }: { vendors: string[]; logos?: Record<string, string> }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <section className={styles.brands} aria-labelledby="home-brands-title">
      <h2 id="home-brands-title" className={styles.title}>
        {t('home.brandsTitle')}
      </h2>
      <ul className={styles.list}>
        {vendors.map((vendor) => (
          <li key={vendor}>
            <Link
              to={paths.search.getHref(vendor)}
              className={styles.brand}
              aria-label={t('home.brandLink', { vendor })}
            >
              {logos[vendor] ? (
                <img className={styles.logo} src={logos[vendor]} alt="" height={40} loading="lazy" decoding="async" />
              ) : (
                vendor
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
