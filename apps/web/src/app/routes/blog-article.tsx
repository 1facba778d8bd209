import { LANG } from '@shop/contract';
import { ArrowLeft } from 'lucide-react';
import { Button, Page, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { useBlogArticle } from '../../features/blog/api/get-blog-article';
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH } from '../../features/blog/components/blog-card';
import { PublishedDate } from '../../features/blog/components/published-date';
import { ShareLinks } from '../../features/blog/components/share-links';
import { RichText } from '../../features/content/components/rich-text';
import { useTranslation } from '../../lib/i18n';
import { Link, useParams } from '../../lib/router';
import styles from './blog-article.module.css';
import NotFoundRoute from './not-found';

/** Blog article, /blog/:language/:blogName (docs/requirements/content.md §Blog); unknown → not found. */
export default function BlogArticleRoute() {
  const { language, blogName = '' } = useParams();
  if (language !== LANG) return <NotFoundRoute />;
  // Keyed by slug: another article starts from its own loading state.
  return <BlogArticle key={blogName} slug={blogName} />;
}

function BlogArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const article = useBlogArticle(slug);

  if (article.data === null) return <NotFoundRoute />;
  if (!article.data) {
    return (
      <Page title={t('routes.blogArticle.title')} width="narrow">
        {article.isError ? (
          <div className={styles.error} role="alert">
            <p>{t('blog.articleError')}</p>
            <Button variant="secondary" onClick={() => article.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.loading}>
            <Spinner size={28} label={t('blog.articleLoading')} />
          </div>
        )}
      </Page>
    );
  }

  const blog = article.data;
  const url = new URL(paths.blogArticle.getHref(blog.url.url), window.location.origin).href;
  return (
    <Page title={blog.title} width="narrow">
      <article className={styles.article}>
        <PublishedDate publish={blog.publish} className={styles.date} />
        {blog.image ? (
          <img
            className={styles.cover}
            src={blog.image}
            alt=""
            width={BLOG_IMAGE_WIDTH}
            height={BLOG_IMAGE_HEIGHT}
            decoding="async"
          />
        ) : null}
        <RichText html={blog.content} />
        <footer className={styles.footer}>
          <ShareLinks url={url} title={blog.title} messageType="blog" />
          <Link to={paths.blog.getHref()} className={styles.back}>
            <ArrowLeft aria-hidden="true" size={18} />
            {t('blog.backToList')}
          </Link>
        </footer>
      </article>
    </Page>
  );
}
