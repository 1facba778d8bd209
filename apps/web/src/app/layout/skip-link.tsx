import { useTranslation } from '../../lib/i18n';
import styles from './skip-link.module.css';

export const MAIN_ID = 'main';

/** First focusable element of the page: jumps to <main> without touching the URL. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={styles.skip}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
