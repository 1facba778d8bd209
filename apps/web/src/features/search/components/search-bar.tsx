import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './search-bar.module.css';

/**
 * The header search field. For now only the labelled input; the search issue adds the debounced
 * dropdown (SEARCH_DEBOUNCE_MS) and Enter → /search-product/:query.
 */
export function SearchBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form reaches more browsers than <search>
    <form role="search" className={`${styles.form} ${className ?? ''}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <Search aria-hidden="true" size={18} className={styles.icon} />
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('header.search.placeholder')}
      />
    </form>
  );
}
