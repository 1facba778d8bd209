import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

/** Sets `<title>` to "{title} | SecuriTrade" (or the shop's default title without one). */
export function useDocumentTitle(title?: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('shop.documentTitle', { title }) : t('shop.defaultTitle');
  }, [title, t]);
}
