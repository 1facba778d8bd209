import type { MenuLink } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useMenuLinks, useSaveMenuLinks } from '../../features/content/api/menu-links';
import { moved, OrderButtons } from '../../features/content/components/order-buttons';
import { serverProblem } from '../../features/content/components/server-problem';
import { t } from '../../lib/i18n';

const BLOG = '__blog__';
type Draft = { key: number; label: string; target: string };
let nextKey = 1;

/**
 * Ponuka (content, admins): the header menu's links after the categories — the blog and text
 * pages — with their text and order. The category entries follow the category tree.
 */
export function Menus() {
  const query = useMenuLinks();
  const save = useSaveMenuLinks();
  const [links, setLinks] = useState<Draft[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (query.data && links === null) {
      setLinks(
        query.data.links.map((l) => ({
          key: nextKey++,
          label: l.label,
          target: l.urlType === 'blog-list' ? BLOG : l.url,
        })),
      );
    }
  }, [query.data, links]);

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!query.data || !links) return <p>{t('app.loading')}</p>;

  const change = (key: number, patch: Partial<Draft>) => {
    setDone(false);
    setLinks(links.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body: MenuLink[] = links.map((l) =>
      l.target === BLOG
        ? { label: l.label, urlType: 'blog-list', url: 'blog' }
        : { label: l.label, urlType: 'text-page', url: l.target },
    );
    try {
      await save.mutateAsync({ links: body });
      setDone(true);
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

  return (
    <>
      <PageHeading>{t('content.menus.title')}</PageHeading>
      <form className="panel" noValidate onSubmit={onSubmit} aria-label={t('content.menus.title')}>
        <p className="note">{t('content.menus.help')}</p>
        <div aria-live="polite">
          {problem && <Alert>{problem}</Alert>}
          {done && <Alert kind="success">{t('content.menus.saved')}</Alert>}
        </div>
        {links.map((l, i) => {
          const n = i + 1;
          return (
            <fieldset key={l.key} className="check-group">
              <legend>{t('content.menus.link', { n })}</legend>
              <div className="form-row">
                <div className="field">
                  <label htmlFor={`link-${l.key}-label`}>{t('content.menus.label')}</label>
                  <input
                    id={`link-${l.key}-label`}
                    value={l.label}
                    onChange={(e) => change(l.key, { label: e.target.value })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`link-${l.key}-target`}>{t('content.menus.target')}</label>
                  <select
                    id={`link-${l.key}-target`}
                    value={l.target}
                    onChange={(e) => change(l.key, { target: e.target.value })}
                  >
                    <option value={BLOG}>{t('content.menus.blog')}</option>
                    {query.data.pages.map((p) => (
                      <option key={p.slug} value={p.slug}>
                        {p.title}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="actions">
                <OrderButtons
                  name={n}
                  removeLabel={t('content.menus.remove', { n })}
                  onMove={(by) => setLinks(moved(links, i, by))}
                  onRemove={() => setLinks(links.filter((x) => x.key !== l.key))}
                />
              </div>
            </fieldset>
          );
        })}
        <div className="actions">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setLinks([...links, { key: nextKey++, label: '', target: BLOG }])}
          >
            {t('content.menus.add')}
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {t('content.menus.save')}
          </button>
        </div>
      </form>
    </>
  );
}
