import { LANG } from '@shop/contract';
import { cloneElement, createContext, isValidElement, type ReactElement, type ReactNode, useContext } from 'react';
import type sk from '../../public/assets/i18n/sk.json';

/**
 * Translations: one language, one JSON file (public/assets/i18n/sk.json), fetched at start.
 * A small replacement of i18next + react-i18next with the part of their API the shop uses —
 * `useTranslation()` → `{ t, i18n }`, `<Trans>`, nested keys, `{{name}}` interpolation and
 * plurals (`key_one`, `key_few`, `key_many`, `key_other` by `count`, Intl.PluralRules) — at a
 * tenth of their size (~15 KB gzip less at start) and of their cost per `t()` call.
 */

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends object ? Leaves<T[K], `${P}${K}.`> : never;
}[keyof T & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of sk.json, plural forms under their base key (`cart.items` for `cart.items_few`). */
export type TranslationKey = WithoutPlural<Leaves<typeof sk>>;
/** Values for `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type TranslationValues = { count?: number | string } & Record<string, unknown>;
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

interface Dictionary {
  [key: string]: string | Dictionary;
}

export interface I18n {
  readonly language: string;
  t: TFunction;
  /** Whether `key` names a text (for values that may be a key or a ready text). */
  exists(key: string): boolean;
}

/** Where the translation files are served from (apps/web/public/assets/i18n). */
export const translationUrl = (language: string) => `/assets/i18n/${encodeURIComponent(language)}.json`;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(values: Record<string, unknown>, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[part];
  return value;
}

/** An I18n over a loaded dictionary. A missing key is shown as itself, a missing value as nothing. */
export function createTranslator(language: string, dictionary: Dictionary): I18n {
  const plurals = new Intl.PluralRules(language);
  const t = (key: string, values?: TranslationValues): string => {
    let text: string | undefined;
    if (typeof values?.count === 'number') {
      const count = values.count;
      text =
        (count === 0 ? lookup(dictionary, `${key}_zero`) : undefined) ??
        lookup(dictionary, `${key}_${plurals.select(count)}`) ??
        lookup(dictionary, `${key}_other`);
    }
    text ??= lookup(dictionary, key);
    if (text === undefined) return key;
    if (!values || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = valueAt(values, name);
      return value === undefined || value === null ? '' : String(value);
    });
  };
  return {
    language,
    t: t as TFunction,
    // A plural text exists by its base key (`toasts.x` for `toasts.x_other`), as `t` looks it up.
    exists: (key) => lookup(dictionary, key) !== undefined || lookup(dictionary, `${key}_other`) !== undefined,
  };
}

export interface I18nOptions {
  /** Preloaded dictionaries by language (tests); without them the file is fetched. */
  resources?: Record<string, { translation: object }>;
}

/** Loads sk.json (index.html preloads it) and resolves with the translator. */
export async function createI18n({ resources }: I18nOptions = {}): Promise<I18n> {
  const preloaded = resources?.[LANG]?.translation as Dictionary | undefined;
  if (preloaded) return createTranslator(LANG, preloaded);
  let lastError: unknown;
  // A failed load is retried a few times, as i18next's backend did.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(translationUrl(LANG), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`Translations ${LANG}: HTTP ${response.status}`);
      return createTranslator(LANG, (await response.json()) as Dictionary);
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 350 * (attempt + 1)));
    }
  }
  throw lastError;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `const { t } = useTranslation();` inside the app's providers. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() outside <I18nProvider>');
  return { t: i18n.t, i18n };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text with markup from elements: `"Súhlasím so <policy>spracovaním</policy>"` with
 * `components={{ policy: <a href="…" /> }}` renders the link around "spracovaním".
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: TranslationKey;
  values?: TranslationValues;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const element = components[name];
    parts.push(
      isValidElement(element)
        ? cloneElement(element as ReactElement<{ children?: ReactNode }>, { key: parts.length }, inner)
        : inner,
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
