import type { BlogPost } from '@shop/contract';
import { useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RichTextEditor } from '../../components/rich-text-editor';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useBlogPost } from '../../features/content/api/blog-posts';
import { useSaveBlogPost } from '../../features/content/api/save-blog-post';
import { localDateTime } from '../../features/content/components/publication';
import { PublicationFields } from '../../features/content/components/publication-fields';
import { type PublicationDraft, usePublicationEditor } from '../../features/content/components/use-publication-editor';
import { t } from '../../lib/i18n';

interface Draft extends PublicationDraft {
  title: string;
  slug: string;
  perex: string;
  image: string;
  homepage: boolean;
  content: string;
}

const EMPTY: Draft = {
  title: '',
  slug: '',
  perex: '',
  image: '',
  homepage: true,
  content: '',
  choice: 'draft',
  scheduledAt: '',
  version: null,
};

const draftOf = (p: BlogPost): Draft => ({
  title: p.title,
  slug: p.slug,
  perex: p.perex,
  image: p.image ?? '',
  homepage: p.homepage,
  content: p.content,
  choice: p.state,
  scheduledAt: p.state === 'scheduled' ? localDateTime(p.publishedAt) : '',
  version: p.version,
});

/**
 * A blog post's editor (content, admins): title, address, perex, card image, rich text, and
 * draft / published / scheduled. The server sanitizes the text on save.
 */
export function BlogPostPage() {
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const query = useBlogPost(id);
  const save = useSaveBlogPost();
  const post = query.data?.post;
  const { draft, set, problem, done, onSubmit } = usePublicationEditor({
    id,
    record: post,
    empty: EMPTY,
    draftOf,
    bodyOf: (d: Draft) => ({
      title: d.title,
      slug: d.slug,
      perex: d.perex,
      image: d.image.trim() || null,
      homepage: d.homepage,
      content: d.content,
    }),
    save: async (request) => (await save.mutateAsync(request)).post,
    pathOf: (saved) => `/blog/${saved}`,
  });

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!draft) return <p>{t('app.loading')}</p>;

  return (
    <>
      <PageHeading>
        {id === null ? t('content.blog.new') : t('content.blog.edit', { title: post?.title ?? '' })}
      </PageHeading>
      <form className="panel" noValidate onSubmit={onSubmit} aria-label={t('content.blog.form')}>
        <div aria-live="polite">
          {problem && <Alert>{problem}</Alert>}
          {done && <Alert kind="success">{done}</Alert>}
        </div>
        <div className="field">
          <label htmlFor="post-title">{t('content.field.title')}</label>
          <input id="post-title" value={draft.title} onChange={(e) => set({ title: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="post-slug">{t('content.field.slug')}</label>
          <input
            id="post-slug"
            aria-describedby="post-slug-help"
            value={draft.slug}
            onChange={(e) => set({ slug: e.target.value })}
          />
          <p id="post-slug-help" className="field__help">
            {t('content.slugHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="post-perex">{t('content.field.perex')}</label>
          <textarea id="post-perex" rows={3} value={draft.perex} onChange={(e) => set({ perex: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="post-image">{t('content.field.image')}</label>
          <input
            id="post-image"
            aria-describedby="post-image-help"
            value={draft.image}
            onChange={(e) => set({ image: e.target.value })}
          />
          <p id="post-image-help" className="field__help">
            {t('content.imageHelp')}
          </p>
        </div>
        <div className="field field--check">
          <input
            id="post-homepage"
            type="checkbox"
            checked={draft.homepage}
            onChange={(e) => set({ homepage: e.target.checked })}
          />
          <label htmlFor="post-homepage">{t('content.field.homepage')}</label>
        </div>
        <RichTextEditor
          id="post-content"
          label={t('content.field.content')}
          value={draft.content}
          onChange={(content) => set({ content })}
        />
        <PublicationFields
          choice={draft.choice}
          scheduledAt={draft.scheduledAt}
          onChoice={(choice) => set({ choice })}
          onScheduledAt={(scheduledAt) => set({ scheduledAt })}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('content.save')}
          </button>
        </div>
      </form>
      {id !== null && <RecordHistory entity="blog_post" id={id} />}
    </>
  );
}
