import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import styles from './share-buttons.module.css';

export interface ShareButtonsProps {
  /** Absolute URL of the shared page. */
  url: string;
  /** Its title (e-mail subject). */
  title: string;
}

/** Share links: Facebook, X, e-mail (plain links; no third-party scripts, nothing loads until clicked). */
export function shareLinks(url: string, subject: string, body: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
  };
}

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const { t } = useTranslation();
  const links = shareLinks(url, t('product.shareEmailSubject', { name: title }), t('product.shareEmailBody', { url }));
  const newTab = t('a11y.opensInNewTab');
  const labelId = useId();
  return (
    <div className={styles.share}>
      <span className={styles.label} id={labelId}>
        {t('product.share')}
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        <li>
          <a
            className={styles.button}
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('product.shareFacebook')} ${newTab}`}
          >
            <FacebookIcon />
          </a>
        </li>
        <li>
          <a
            className={styles.button}
            href={links.x}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('product.shareX')} ${newTab}`}
          >
            <XIcon />
          </a>
        </li>
        <li>
          <a className={styles.button} href={links.email} aria-label={t('product.shareEmail')}>
            <Mail aria-hidden="true" size={18} />
          </a>
        </li>
      </ul>
    </div>
  );
}

/* Brand marks drawn inline (lucide has no brand icons any more). */
function FacebookIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6V21h3z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}
