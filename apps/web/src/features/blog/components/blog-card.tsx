import type { BlogCard as BlogCardData } from '@shop/contract';
import { ArrowRight, Newspaper } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './blog-card.module.css';
import { PublishedDate } from './published-date';

/** Blog pictures are 800 × 500; the card shows them 250px high, cropped (object-fit: cover). */
export const BLOG_IMAGE_WIDTH = 800;
export const BLOG_IMAGE_HEIGHT = 500;

export interface BlogCardProps {
  blog: BlogCardData;
  /** The title's heading level: 2 under a page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** `eager` for cards in the first visible row. */
  imageLoading?: 'eager' | 'lazy';
}

/**
 * A blog card (docs/requirements/content.md §Blog): image 250px high (a placeholder without one),
 * title, published date, perex (HTML) and a "show article" link.
 */
export function BlogCard({ blog, headingLevel = 2, imageLoading = 'lazy' }: BlogCardProps) {
  const { t } = useTranslation();
  const href = paths.blogArticle.getHref(blog.url.url);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {/* The picture links too, for pointer users; keyboard and screen-reader users get the two links below. */}
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {blog.image ? (
          <img
            src={blog.image}
            alt=""
            width={BLOG_IMAGE_WIDTH}
            height={BLOG_IMAGE_HEIGHT}
            loading={imageLoading}
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder}>
            <Newspaper size={56} />
          </span>
        )}
      </Link>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={href}>{blog.title}</Link>
        </Heading>
        <PublishedDate publish={blog.publish} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the perex is the shop's own rich text (docs/requirements/security-and-privacy.md §Stored HTML) */}
        <div className={styles.perex} dangerouslySetInnerHTML={{ __html: blog.perex }} />
        <Link to={href} className={styles.more}>
          <span aria-hidden="true">{t('blog.showArticle')}</span>
          <span className="visually-hidden">{t('blog.showArticleLabel', { title: blog.title })}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </article>
  );
}
