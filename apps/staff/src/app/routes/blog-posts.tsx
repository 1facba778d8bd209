import type { BlogPostRow } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { columnsFor, DataTable, type SortingState } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useBlogPosts } from '../../features/content/api/blog-posts';
import { stateText } from '../../features/content/components/publication';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';

const col = columnsFor<BlogPostRow>();
const columns = col.columns([
  col.accessor('title', {
    header: t('content.field.title'),
    sortFn: 'text',
    cell: (info) => <Link to={`/blog/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  col.accessor((r) => stateText(r.state), { id: 'state', header: t('content.state'), sortFn: 'text' }),
  col.accessor('publishedAt', {
    header: t('content.publishedAt'),
    sortFn: 'datetime',
    cell: (info) => formatDateTime(info.getValue()),
  }),
]);

/** Blog (content, admins): every post with its state; a post opens its editor. */
export function BlogPosts() {
  const posts = useBlogPosts();
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <>
      <PageHeading>{t('content.blog.title')}</PageHeading>
      <p>
        <Link className="button" to="/blog/new">
          {t('content.blog.new')}
        </Link>
      </p>
      {posts.error && <Alert>{errorMessage(posts.error)}</Alert>}
      <DataTable
        caption={t('content.blog.list')}
        columns={columns}
        data={posts.data?.posts}
        getRowId={(r) => String(r.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        skeletonRows={5}
        empty={t('content.blog.none')}
      />
    </>
  );
}
