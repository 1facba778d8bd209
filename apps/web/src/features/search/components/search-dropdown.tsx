import type { SearchItem } from '@shop/contract';
import { ArrowRight, FolderOpen, Newspaper, Package, X } from 'lucide-react';
import { useEffect } from 'react';
import { Spinner } from '../../../components/ui';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { isCapped, type SearchGroup, type SearchOption, type SearchView } from '../search-groups';
import styles from './search-dropdown.module.css';

export interface SearchDropdownProps {
  open: boolean;
  listboxId: string;
  optionId: (key: string) => string;
  /** The query the dropdown is for. */
  term: string;
  view: SearchView | null;
  /** ready: `view` answers `term`; refreshing: an older answer shows while the new one loads. */
  state: 'loading' | 'refreshing' | 'ready' | 'error';
  activeKey: string | undefined;
  /** Fitted to the viewport by the search bar (px). */
  size: { maxHeight: number; width: number } | undefined;
  /** The pointer moved onto an option. */
  onActivate: (key: string) => void;
  /** A result was clicked (the link navigates by itself). */
  onFollow: () => void;
  onClose: () => void;
}

/**
 * The results overlay under the search field: a listbox with one group per result type
 * (products, categories, blog posts), each headed by the server's total (`more_results`).
 * It stays in the DOM while closed (hidden) so the field's aria-controls always points somewhere.
 */
export function SearchDropdown({
  open,
  listboxId,
  optionId,
  term,
  view,
  state,
  activeKey,
  size,
  onActivate,
  onFollow,
  onClose,
}: SearchDropdownProps) {
  const { t } = useTranslation();

  // Keep the active option in view when the keyboard moves past the visible part.
  useEffect(() => {
    if (!activeKey) return;
    document.getElementById(optionId(activeKey))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey, optionId]);

  const showList = !!view && (state === 'ready' || state === 'refreshing');

  return (
    <div
      className={styles.panel}
      hidden={!open}
      data-state={state}
      style={size ? { maxHeight: `${size.maxHeight}px`, width: `${size.width}px` } : undefined}
    >
      <div className={styles.head}>
        <p className={styles.for}>{term ? t('search.resultsFor', { query: term }) : null}</p>
        {state === 'refreshing' ? <Spinner size={16} /> : null}
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('search.close')}>
          <X aria-hidden="true" size={18} />
        </button>
      </div>

      {state === 'loading' ? (
        <div className={styles.message}>
          <Spinner size={20} />
          <span>{t('search.loading')}</span>
        </div>
      ) : null}
      {state === 'error' ? <p className={styles.message}>{t('search.error')}</p> : null}
      {showList && view.empty ? (
        <div className={styles.message}>
          <p className={styles.noResults}>{t('search.noResults', { query: term })}</p>
          <p className={styles.muted}>{t('search.noResultsHint')}</p>
        </div>
      ) : null}

      {/* Pressing an option must not move focus out of the field (focus stays there; aria-activedescendant points). */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.resultsLabel')}
        className={styles.listbox}
        onMouseDown={(event) => event.preventDefault()}
      >
        {showList && open
          ? view.groups.map((group) => (
              <Group
                key={group.type}
                group={group}
                listboxId={listboxId}
                optionId={optionId}
                activeKey={activeKey}
                onActivate={onActivate}
                onFollow={onFollow}
              />
            ))
          : null}
      </div>
    </div>
  );
}

interface GroupProps {
  group: SearchGroup;
  listboxId: string;
  optionId: (key: string) => string;
  activeKey: string | undefined;
  onActivate: (key: string) => void;
  onFollow: () => void;
}

function Group({ group, listboxId, optionId, activeKey, onActivate, onFollow }: GroupProps) {
  const { t } = useTranslation();
  const headId = `${listboxId}-${group.type}`;
  const total = isCapped(group.total) ? t('search.countCapped', { count: group.total }) : String(group.total);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox owns options and groups of options, never a fieldset
    <div role="group" aria-labelledby={headId} className={styles.group}>
      <div id={headId} className={styles.groupHead}>
        <span>{t(`search.groups.${group.type}`)}</span>
        <span className={styles.count}>
          {group.shown < group.total ? t('search.groupCount', { shown: group.shown, total }) : total}
        </span>
      </div>
      {group.options.map((option) => (
        <Link
          key={option.key}
          id={optionId(option.key)}
          to={option.href}
          role="option"
          aria-selected={option.key === activeKey}
          tabIndex={-1}
          className={`${styles.option} ${option.kind === 'show-all' ? styles.showAll : styles.result}`}
          data-active={option.key === activeKey || undefined}
          onMouseMove={() => {
            if (option.key !== activeKey) onActivate(option.key);
          }}
          onClick={onFollow}
        >
          <OptionContent option={option} />
        </Link>
      ))}
    </div>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  if (option.kind === 'show-all') {
    const count = isCapped(option.total) ? t('search.countCapped', { count: option.total }) : option.total;
    return (
      <>
        <span>{t('search.showAllProducts', { count })}</span>
        <ArrowRight aria-hidden="true" size={18} />
      </>
    );
  }
  const { item } = option;
  return (
    <>
      <Thumb item={item} />
      <span className={styles.text}>
        <span className={styles.name}>{item.name}</span>
        {item.type === 'product' ? (
          <span className={styles.meta}>{t('search.code', { code: item.code })}</span>
        ) : item.description ? (
          <span className={styles.meta}>{item.description}</span>
        ) : null}
      </span>
      {item.price_exc_vat !== undefined ? (
        <span className={styles.price}>{t('search.priceExclVat', { price: formatPrice(item.price_exc_vat) })}</span>
      ) : null}
    </>
  );
}

const THUMB = 48;

function Thumb({ item }: { item: SearchItem }) {
  if (item.type !== 'category' && item.image) {
    // Decorative: the name next to it says what it shows.
    return (
      <span className={styles.thumb}>
        <img src={item.image} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
      </span>
    );
  }
  const Icon = item.type === 'category' ? FolderOpen : item.type === 'blog' ? Newspaper : Package;
  return (
    <span className={`${styles.thumb} ${styles.placeholder}`}>
      <Icon aria-hidden="true" size={22} />
    </span>
  );
}
