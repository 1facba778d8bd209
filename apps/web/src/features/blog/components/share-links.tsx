import { Facebook, Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import styles from './share-links.module.css';

/**
 * What is being shared; picks the message (the blog article uses the "blog" message:
 * docs/requirements/content.md §Blog).
 */
export type ShareMessageType = 'blog';

export interface ShareLinksProps {
  /** Absolute address of the shared page. */
  url: string;
  title: string;
  messageType: ShareMessageType;
}

/** Plain share links (no third-party scripts): the networks' own share pages and a prefilled e-mail. */
export function shareHrefs(url: string, message: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(message)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${message}\n\n${url}`)}`,
  };
}

/** The X logo (lucide has no current one). */
function XLogo() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

/**
 * Share buttons for an article: Facebook and X open in a new tab (rel=noopener noreferrer),
 * e-mail opens the mail program. Each has a full accessible label.
 */
export function ShareLinks({ url, title, messageType }: ShareLinksProps) {
  const { t } = useTranslation();
  const message = t(`blog.share.message.${messageType}`, { title });
  const hrefs = shareHrefs(url, message, title);
  const titleId = useId();
  return (
    <section className={styles.share} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('blog.share.title')}
      </h2>
      <ul className={styles.list}>
        <li>
          <a
            className={styles.link}
            href={hrefs.facebook}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('blog.share.facebook')}
          >
            <Facebook aria-hidden="true" size={18} />
            <span aria-hidden="true">{t('blog.share.facebookName')}</span>
          </a>
        </li>
        <li>
          <a
            className={styles.link}
            href={hrefs.x}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('blog.share.x')}
          >
            <XLogo />
            <span aria-hidden="true">{t('blog.share.xName')}</span>
          </a>
        </li>
        <li>
          <a className={styles.link} href={hrefs.email} aria-label={t('blog.share.email')}>
            <Mail aria-hidden="true" size={18} />
            <span aria-hidden="true">{t('blog.share.emailName')}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
