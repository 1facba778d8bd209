import { Newspaper } from 'lucide-react';
import { Button, Page, Paginator, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { BLOG_PAGE_SIZE, useBlogList } from '../../features/blog/api/get-blog-list';
import { BlogGrid } from '../../features/blog/components/blog-grid';
import { useTranslation } from '../../lib/i18n';
import { Navigate, useSearchParams } from '../../lib/router';
import styles from './blog-list.module.css';

/** `?pg=` → a page number ≥ 1 (anything else is page 1). */
const pageFrom = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/** Blog list, /blog?pg=N (docs/requirements/content.md §Blog): cards 3/2/1 per row, a paginator. */
export default function BlogListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('pg'));
  const list = useBlogList(page);
  const pageCount = Math.ceil((list.data?.count ?? 0) / BLOG_PAGE_SIZE);
  const hrefFor = (p: number) => `${paths.blog.getHref()}${p > 1 ? `?pg=${p}` : ''}`;

  // A page past the end (an old link): the last page instead.
  if (list.data && !list.isPlaceholderData && page > 1 && page > pageCount) {
    return <Navigate to={hrefFor(Math.max(1, pageCount))} replace />;
  }

  return (
    <Page title={t('routes.blog.title')}>
      {list.isPending ? (
        <div className={styles.loading}>
          <Spinner size={28} label={t('blog.loading')} />
        </div>
      ) : list.isError && !list.data ? (
        <div className={styles.error} role="alert">
          <p>{t('blog.error')}</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.data.blogs.length === 0 ? (
        <div className={styles.empty}>
          <Newspaper aria-hidden="true" size={40} />
          <p>{t('blog.noBlogs')}</p>
        </div>
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className={styles.results}>
          <BlogGrid blogs={list.data.blogs} label={t('blog.listLabel')} />
        </div>
      )}
      <Paginator page={page} pageCount={pageCount} getHref={hrefFor} />
    </Page>
  );
}
