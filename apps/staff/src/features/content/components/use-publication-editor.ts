import type { PublicationState } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { type Publication, stateText, storedPublication } from './publication';
import { serverProblem } from './server-problem';

/** What every publication form edits besides its own fields. */
export interface PublicationDraft {
  choice: Publication;
  scheduledAt: string;
  /** The version the form was loaded at; a save names it, so one over someone else's is refused. */
  version: number | null;
}

interface Published {
  id: number;
  state: PublicationState;
  publishedAt: string;
}

export type StoredPublication = NonNullable<ReturnType<typeof storedPublication>>;

/**
 * The state of an editor of something published (a blog post, a text page): the draft loaded
 * once from the record, the problem and success messages, and a submit that turns the choice into
 * the stored status, saves with the loaded version and, for a new record, moves to its address.
 */
export function usePublicationEditor<R extends Published, D extends PublicationDraft, B>(options: {
  id: number | null;
  record: R | undefined;
  empty: D;
  draftOf: (record: R) => D;
  bodyOf: (draft: D) => B;
  save: (request: { id: number | null; version: number | null; body: B & StoredPublication }) => Promise<R>;
  pathOf: (id: number) => string;
}) {
  const { id, record, draftOf } = options;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<D | null>(id === null ? options.empty : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (record && draft === null) setDraft(draftOf(record));
  }, [record, draft, draftOf]);

  const set = (patch: Partial<D>) => {
    setDone(null);
    setDraft((d) => (d ? { ...d, ...patch } : d));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const publication = storedPublication(draft.choice, draft.scheduledAt, record?.publishedAt ?? null);
    if (!publication) return setProblem(t('content.publication.atInvalid'));
    setProblem(null);
    try {
      const saved = await options.save({
        id,
        version: draft.version,
        body: { ...options.bodyOf(draft), ...publication },
      });
      setDraft(draftOf(saved));
      setDone(t('content.saved', { state: stateText(saved.state) }));
      if (id === null) navigate(options.pathOf(saved.id), { replace: true });
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

  return { draft, set, problem, done, onSubmit };
}
