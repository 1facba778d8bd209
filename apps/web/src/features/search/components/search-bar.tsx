import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX } from '@shop/contract';
import { Search, X } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { paths } from '../../../config/paths';
import { useScrollLock } from '../../../hooks/use-scroll-lock';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useMatch, useNavigate } from '../../../lib/router';
import { SEARCH_MIN_CHARS, useSearch } from '../api/search';
import { buildSearchView, isCapped } from '../search-groups';
import styles from './search-bar.module.css';
import { SearchDropdown } from './search-dropdown';

/** Gap kept between the dropdown and the viewport's bottom and right edges (px). */
const VIEWPORT_MARGIN = 16;
/** The dropdown may be wider than a narrow field (medium screens), up to this (px). */
const PANEL_MIN_WIDTH = 576;

const normalise = (value: string) => value.trim().slice(0, SEARCH_QUERY_MAX);

/**
 * The header search (docs/requirements/catalogue.md §Search): a combobox. Typing or focusing starts a
 * SEARCH_DEBOUNCE_MS timer; then, for at least SEARCH_MIN_CHARS characters, the dropdown opens with
 * the results grouped by type. ArrowDown/ArrowUp move through them (aria-activedescendant; focus
 * stays in the field), Enter opens the active one or, with none active, the results page;
 * Escape, a click outside, the close button, clearing the field or following a result closes it.
 * Page scroll is locked while it is open.
 */
export function SearchBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const searchRoute = useMatch(paths.search.path);
  const baseId = useId();
  const ids = {
    input: `${baseId}-input`,
    listbox: `${baseId}-listbox`,
    hint: `${baseId}-hint`,
    option: (key: string) => `${baseId}-option-${key}`,
  };

  const [value, setValue] = useState('');
  /** The debounced query the dropdown shows results for. */
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [panelSize, setPanelSize] = useState<{ maxHeight: number; width: number } | undefined>(undefined);

  const valueRef = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Set before focusing the field from code, so that focus does not start a search. */
  const quietFocus = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const results = useSearch(term);
  const view = useMemo(() => (results.data ? buildSearchView(results.data) : null), [results.data]);
  const options = open && view ? view.options : [];
  const activeOption = active >= 0 ? options[active] : undefined;
  /** The results on screen answer the current query (not a placeholder kept while the next one loads). */
  const current = !!results.data && results.data.query === term && !results.isPlaceholderData;

  const cancelTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const close = useCallback(() => {
    cancelTimer();
    setOpen(false);
    setActive(-1);
  }, [cancelTimer]);

  /** Opens the dropdown for what is typed now, or closes it when that is too short. */
  const searchNow = useCallback(() => {
    cancelTimer();
    const query = normalise(valueRef.current);
    if (query.length >= SEARCH_MIN_CHARS) {
      setTerm(query);
      setOpen(true);
    } else {
      setOpen(false);
    }
    setActive(-1);
  }, [cancelTimer]);

  const schedule = useCallback(() => {
    cancelTimer();
    timer.current = setTimeout(searchNow, SEARCH_DEBOUNCE_MS);
  }, [cancelTimer, searchNow]);

  useEffect(() => cancelTimer, [cancelTimer]);

  // A new answer brings new options: nothing is active in it yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the results change
  useEffect(() => {
    setActive(-1);
  }, [results.data]);

  // Any navigation (a result, Enter, the back button) closes the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    close();
  }, [location.pathname, location.search, close]);

  // On the results page the field shows that page's query (unless the user is typing in it).
  const routeQuery = searchRoute?.params.searchQuery;
  useEffect(() => {
    if (routeQuery === undefined || document.activeElement === inputRef.current) return;
    valueRef.current = routeQuery;
    setValue(routeQuery);
  }, [routeQuery]);

  useScrollLock(open);

  // A press anywhere outside the field and the dropdown closes it (the backdrop included).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // The page cannot scroll while the dropdown is open, so the dropdown must fit the viewport;
  // next to a narrow field it grows to the right, as far as the viewport allows.
  useEffect(() => {
    if (!open) return;
    const measure = () => {
      const field = rootRef.current?.getBoundingClientRect();
      if (!field) return;
      const room = window.innerWidth - field.left - VIEWPORT_MARGIN;
      setPanelSize({
        maxHeight: Math.max(200, window.innerHeight - field.bottom - VIEWPORT_MARGIN),
        width: Math.max(field.width, Math.min(PANEL_MIN_WIDTH, room)),
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open]);

  const focusInput = () => {
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  };

  const go = (href: string) => {
    close();
    navigate(href);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    valueRef.current = next;
    setValue(next);
    setActive(-1);
    if (next.trim() === '') {
      // Clearing the field (also the browser's own clear control) closes the dropdown.
      close();
      setTerm('');
      return;
    }
    schedule();
  };

  const onFocus = () => {
    if (!quietFocus.current) schedule();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) searchNow();
        else if (options.length > 0) setActive((i) => (i + 1 >= options.length ? 0 : i + 1));
        break;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        if (options.length > 0) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        // Without an active option the form submits: the results page.
        if (activeOption) {
          event.preventDefault();
          go(activeOption.href);
        }
        break;
      case 'Escape':
        if (open) {
          // Only close; the browser would also clear a search field.
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = normalise(valueRef.current);
    if (query) go(paths.search.getHref(query));
  };

  const clear = () => {
    valueRef.current = '';
    setValue('');
    setTerm('');
    close();
    focusInput();
  };

  const counts = results.data?.more_results;
  const countText = (n: number) => (isCapped(n) ? t('search.countCapped', { count: n }) : String(n));
  const announcement = !open
    ? ''
    : !current
      ? results.isError
        ? t('search.error')
        : ''
      : view?.empty
        ? t('search.announceNone', { query: term })
        : counts
          ? t('search.announce', {
              products: countText(counts.product),
              categories: countText(counts.category),
              blogs: countText(counts.blog),
            })
          : '';

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      {open ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the field and the dropdown; not itself interactive */}
      <div
        ref={rootRef}
        className={styles.root}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && rootRef.current?.contains(next)) return;
          // Focus left (Tab, another window): no search may open later. A click elsewhere
          // (relatedTarget null) is handled by the pointerdown listener, so a tap on a result
          // in browsers that do not focus links still reaches the link.
          cancelTimer();
          if (next) close();
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form reaches more browsers than <search> */}
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={ids.input} className="visually-hidden">
            {t('header.search.label')}
          </label>
          <Search aria-hidden="true" size={18} className={styles.icon} />
          <input
            ref={inputRef}
            id={ids.input}
            className={styles.input}
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={ids.listbox}
            aria-activedescendant={activeOption ? ids.option(activeOption.key) : undefined}
            aria-describedby={ids.hint}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('header.search.placeholder')}
            value={value}
            onChange={onChange}
            onFocus={onFocus}
            // A click into the field that already has focus (after Escape) counts as focusing it.
            onClick={() => {
              if (!open) schedule();
            }}
            onKeyDown={onKeyDown}
          />
          {value ? (
            <button type="button" className={styles.clear} onClick={clear} aria-label={t('search.clear')}>
              <X aria-hidden="true" size={18} />
            </button>
          ) : null}
          <span id={ids.hint} className="visually-hidden">
            {t('search.hint')}
          </span>
        </form>
        <SearchDropdown
          open={open}
          listboxId={ids.listbox}
          optionId={ids.option}
          term={term}
          view={view}
          state={
            current
              ? 'ready'
              : results.isError && !results.isFetching
                ? 'error'
                : results.data
                  ? 'refreshing'
                  : 'loading'
          }
          activeKey={activeOption?.key}
          size={panelSize}
          onActivate={(key) => setActive(options.findIndex((o) => o.key === key))}
          onFollow={close}
          onClose={() => {
            close();
            focusInput();
          }}
        />
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="search-status">
        {announcement}
      </div>
    </div>
  );
}
