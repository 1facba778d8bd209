/** Where the app is: the URL's parts, the state a navigation left and a key per history entry. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What `navigate(to, { state })` passed; null otherwise. */
  state: unknown;
  /** Unique per history entry; `'default'` for the entry the tab started on. */
  key: string;
}

/** How the current location was reached: a link or navigate() (PUSH, REPLACE), or back/forward (POP). */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back/forward moves (POP); returns the unsubscribe function. */
  listen(listener: (location: Location) => void): () => void;
}

/** What the browser's history entries hold (the same shape React Router used, so entries stay readable). */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export const createPath = ({ pathname, search, hash }: Path) => `${pathname}${search}${hash}`;

const normalize = (value: string, prefix: '?' | '#') =>
  !value || value === prefix ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`;

/** `/a?b=1#c` → its parts; a missing part is empty (the pathname too). */
export function parsePath(path: string): Path {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: normalize(search, '?'), hash: normalize(hash, '#') };
}

/** The tab's history (pushState/popstate). */
export function createBrowserHistory(): History {
  const history = window.history;
  const entry = () => (history.state ?? {}) as EntryState;
  // Entries are numbered, so a new entry's index is one past the current one.
  if (entry().idx === undefined) history.replaceState({ ...entry(), idx: 0 }, '');
  const write = (method: 'pushState' | 'replaceState', location: Location, idx: number) => {
    const state: EntryState = { usr: location.state, key: location.key, idx };
    try {
      history[method](state, '', createPath(location));
    } catch {
      // Too many entries or a state the browser cannot clone (iOS limits pushState calls): load
      // the page instead, but only on this origin (pushState also throws for another origin).
      const url = new URL(createPath(location), window.location.href);
      if (url.origin === window.location.origin) window.location.assign(url.href);
    }
  };
  const browserHistory: History = {
    get location() {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: entry().usr ?? null, key: entry().key ?? 'default' };
    },
    push: (location) => write('pushState', location, (entry().idx ?? 0) + 1),
    replace: (location) => write('replaceState', location, entry().idx ?? 0),
    go: (delta) => history.go(delta),
    listen(listener) {
      const onPop = () => listener(browserHistory.location);
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
  return browserHistory;
}

/** History in memory (tests): `initialEntries` are URLs, the last one is current. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((url, i) => ({
    ...parsePath(url),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = entries.length - 1;
  let listener: ((location: Location) => void) | undefined;
  return {
    get location() {
      return entries[index] as Location;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      listener?.(entries[index] as Location);
    },
    listen(next) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  };
}
