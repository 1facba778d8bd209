import type { StaffTextPage } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RichTextEditor } from '../../components/rich-text-editor';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useSaveTextPage } from '../../features/content/api/save-text-page';
import { useTextPage } from '../../features/content/api/text-pages';
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
  content: string;
  choice: Publication;
  scheduledAt: string;
  /** The version the form was loaded at; a save names it, so one over someone else's is refused. */
  version: number | null;
}

const EMPTY: Draft = { title: '', slug: '', content: '', choice: 'draft', scheduledAt: '', version: null };

const draftOf = (p: StaffTextPage): Draft => ({
  title: p.title,
  slug: p.slug,
  content: p.content,
  choice: p.state,
  scheduledAt: p.state === 'scheduled' ? localDateTime(p.publishedAt) : '',
  version: p.version,
});

/** A text page's editor (content, admins): title, address, rich text, draft / published / scheduled. */
export function TextPagePage() {
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const navigate = useNavigate();
  const query = useTextPage(id);
  const save = useSaveTextPage();
  const [draft, setDraft] = useState<Draft | null>(id === null ? EMPTY : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const page = query.data?.page;

  useEffect(() => {
    if (page && draft === null) setDraft(draftOf(page));
  }, [page, draft]);

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!draft) return <p>{t('app.loading')}</p>;
  const set = (patch: Partial<Draft>) => {
    setDone(null);
    setDraft((d) => (d ? { ...d, ...patch } : d));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const publication = storedPublication(draft.choice, draft.scheduledAt, page?.publishedAt ?? null);
    if (!publication) return setProblem(t('content.publication.atInvalid'));
    setProblem(null);
    try {
      const reply = await save.mutateAsync({
        id,
        version: draft.version,
        body: { title: draft.title, slug: draft.slug, content: draft.content, ...publication },
      });
      setDraft(draftOf(reply.page));
      setDone(t('content.saved', { state: stateText(reply.page.state) }));
      if (id === null) navigate(`/pages/${reply.page.id}`, { replace: true });
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

  return (
    <>
      <PageHeading>
        {id === null ? t('content.pages.new') : t('content.pages.edit', { title: page?.title ?? '' })}
      </PageHeading>
      <form className="panel" noValidate onSubmit={onSubmit} aria-label={t('content.pages.form')}>
        <div aria-live="polite">
          {problem && <Alert>{problem}</Alert>}
          {done && <Alert kind="success">{done}</Alert>}
        </div>
        <div className="field">
          <label htmlFor="page-title">{t('content.field.title')}</label>
          <input id="page-title" value={draft.title} onChange={(e) => set({ title: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="page-slug">{t('content.field.slug')}</label>
          <input
            id="page-slug"
            aria-describedby="page-slug-help"
            value={draft.slug}
            onChange={(e) => set({ slug: e.target.value })}
          />
          <p id="page-slug-help" className="field__help">
            {t('content.slugHelp')}
          </p>
        </div>
        <RichTextEditor
          id="page-content"
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
      {id !== null && <RecordHistory entity="text_page" id={id} />}
    </>
  );
}
