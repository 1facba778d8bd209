import type { BlogPost } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RichTextEditor } from '../../components/rich-text-editor';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useBlogPost } from '../../features/content/api/blog-posts';
import { useSaveBlogPost } from '../../features/content/api/save-blog-post';
import {
  localDateTime,
  type Publication,
  stateText,
  storedPublication,
} from '../../features/content/components/publication';
import { PublicationFields } from '../../features/content/components/publication-fields';
import { serverProblem } from '../../features/content/components/server-problem';
import { t } from '../../lib/i18n';

interface Draft {
  title: string;
  slug: string;
  perex: string;
  image: string;
  homepage: boolean;
  content: string;
  choice: Publication;
  scheduledAt: string;
  /** The version the form was loaded at; a save names it, so one over someone else's is refused. */
  version: number | null;
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
  const navigate = useNavigate();
  const query = useBlogPost(id);
  const save = useSaveBlogPost();
  const [draft, setDraft] = useState<Draft | null>(id === null ? EMPTY : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const post = query.data?.post;

  useEffect(() => {
    if (post && draft === null) setDraft(draftOf(post));
  }, [post, draft]);

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!draft) return <p>{t('app.loading')}</p>;
  const set = (patch: Partial<Draft>) => {
    setDone(null);
    setDraft((d) => (d ? { ...d, ...patch } : d));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const publication = storedPublication(draft.choice, draft.scheduledAt, post?.publishedAt ?? null);
    if (!publication) return setProblem(t('content.publication.atInvalid'));
    setProblem(null);
    try {
      const reply = await save.mutateAsync({
        id,
        version: draft.version,
        body: {
          title: draft.title,
          slug: draft.slug,
          perex: draft.perex,
          image: draft.image.trim() || null,
          homepage: draft.homepage,
          content: draft.content,
          ...publication,
        },
      });
      setDraft(draftOf(reply.post));
      setDone(t('content.saved', { state: stateText(reply.post.state) }));
      if (id === null) navigate(`/blog/${reply.post.id}`, { replace: true });
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

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
