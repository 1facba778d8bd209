import type { StaffTextPage } from '@shop/contract';
import { useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RichTextEditor } from '../../components/rich-text-editor';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useSaveTextPage } from '../../features/content/api/save-text-page';
import { useTextPage } from '../../features/content/api/text-pages';
import { localDateTime } from '../../features/content/components/publication';
import { PublicationFields } from '../../features/content/components/publication-fields';
import { type PublicationDraft, usePublicationEditor } from '../../features/content/components/use-publication-editor';
import { t } from '../../lib/i18n';

interface Draft extends PublicationDraft {
  title: string;
  slug: string;
  content: string;
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
  const query = useTextPage(id);
  const save = useSaveTextPage();
  const page = query.data?.page;
  const { draft, set, problem, done, onSubmit } = usePublicationEditor({
    id,
    record: page,
    empty: EMPTY,
    draftOf,
    bodyOf: (d: Draft) => ({ title: d.title, slug: d.slug, content: d.content }),
    save: async (request) => (await save.mutateAsync(request)).page,
    pathOf: (saved) => `/pages/${saved}`,
  });

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!draft) return <p>{t('app.loading')}</p>;

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
