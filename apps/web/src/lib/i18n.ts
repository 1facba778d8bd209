import { LANG } from '@shop/contract';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type sk from '../../public/assets/i18n/sk.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof sk };
  }
}

/** Where the translation files are served from (apps/web/public/assets/i18n). */
export const translationUrl = (language: string) => `/assets/i18n/${encodeURIComponent(language)}.json`;

/** A tiny i18next backend: one JSON file per language, fetched over HTTP. */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(translationUrl(language), { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`Translations ${language}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (data) => callback(null, data),
        // `true` lets i18next retry a failed load a few times.
        (error: Error) => callback(error, true),
      );
  },
};

export interface I18nOptions {
  /** Preloaded resources (tests); without them the files are fetched. */
  resources?: Resource;
}

/** Creates and initialises an i18next instance; resolves once sk.json is loaded. */
export async function createI18n({ resources }: I18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!resources) instance.use(fetchBackend);
  instance.use(initReactI18next);
  await instance.init({
    lng: LANG,
    fallbackLng: LANG,
    supportedLngs: [LANG],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: !resources,
    react: { useSuspense: false },
    showSupportNotice: false,
    ...(resources ? { resources } : {}),
  });
  return instance;
}
