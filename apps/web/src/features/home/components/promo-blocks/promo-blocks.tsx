import { TEXT_PAGE_SLUGS } from '@shop/contract';
import { ArrowRight, BadgePercent, GraduationCap, Headset, type LucideIcon } from 'lucide-react';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import styles from './promo-blocks.module.css';

const BLOCKS = [
  { key: 'training', icon: GraduationCap, href: paths.textPage.getHref(TEXT_PAGE_SLUGS.training) },
  { key: 'support', icon: Headset, href: paths.textPage.getHref(TEXT_PAGE_SLUGS.support) },
  { key: 'register', icon: BadgePercent, href: paths.register.getHref() },
] as const satisfies readonly { key: string; icon: LucideIcon; href: string }[];

/** Static promotional blocks of the home page (texts in sk.json `home.promo`). */
export function PromoBlocks({ hideRegister = false }: { hideRegister?: boolean }) {
  const { t } = useTranslation();
  const blocks = hideRegister ? BLOCKS.filter((b) => b.key !== 'register') : BLOCKS;
  return (
    <section className={styles.promo} aria-labelledby="home-promo-title">
      <h2 id="home-promo-title" className="visually-hidden">
        {t('home.promoTitle')}
      </h2>
      <ul className={styles.list}>
        {blocks.map(({ key, icon: Icon, href }) => (
          <li key={key} className={styles.block}>
            <Icon aria-hidden="true" size={32} className={styles.icon} />
            <h3 className={styles.title}>{t(`home.promo.${key}.title`)}</h3>
            <p className={styles.text}>{t(`home.promo.${key}.text`)}</p>
            <Link to={href} className={styles.link}>
              {t(`home.promo.${key}.link`)}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
