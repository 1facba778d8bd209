import { ATTACHMENT_GROUPS, type StaffAttachment } from '@shop/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { inOrder, moved } from './image-list';
import { ItemActions } from './item-actions';

export interface AttachmentActions {
  pending: boolean;
  onSave: (attachmentId: number, body: { title: string; group: string }) => void;
  onOrder: (ids: number[]) => void;
  onDelete: (attachment: StaffAttachment) => void;
}

/** The suggested group names (any text is allowed), for the group inputs' `list`. */
export function GroupSuggestions({ id, used }: { id: string; used: string[] }) {
  const names = [...new Set([...ATTACHMENT_GROUPS, ...used])];
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/**
 * The attachments under their group headings as the product page shows them; each with its title
 * and group inputs, move up/down (in the product's whole order) and delete.
 */
export function AttachmentList({
  attachments,
  actions,
}: {
  attachments: StaffAttachment[];
  actions: AttachmentActions;
}) {
  const list = inOrder(attachments);
  const ids = list.map((a) => a.id);
  if (list.length === 0) return <p>{t('media.noAttachments')}</p>;
  const groups = [...new Set(list.map((a) => a.group))];
  return (
    <>
      <GroupSuggestions id="attachment-groups" used={groups} />
      {groups.map((group) => (
        <section key={group} aria-label={group || t('media.noGroup')}>
          <h3>{group || t('media.noGroup')}</h3>
          <ul className="media-list__items">
            {list.map((attachment, index) =>
              attachment.group === group ? (
                <AttachmentItem
                  key={attachment.id}
                  attachment={attachment}
                  first={index === 0}
                  last={index === list.length - 1}
                  actions={actions}
                  onMove={(by) => actions.onOrder(moved(ids, index, by))}
                />
              ) : null,
            )}
          </ul>
        </section>
      ))}
    </>
  );
}

function AttachmentItem({
  attachment,
  first,
  last,
  actions,
  onMove,
}: {
  attachment: StaffAttachment;
  first: boolean;
  last: boolean;
  actions: AttachmentActions;
  onMove: (by: -1 | 1) => void;
}) {
  const [title, setTitle] = useState(attachment.title);
  const [group, setGroup] = useState(attachment.group);
  const id = `attachment-${attachment.id}`;
  const name = attachment.title;
  const changed = title !== attachment.title || group !== attachment.group;
  return (
    <li className="media-item" aria-label={name}>
      <div className="media-item__body">
        <p>
          <a href={attachment.url} target="_blank" rel="noopener noreferrer">
            {attachment.filename}
          </a>{' '}
          <span className="field__help">
            {t('media.fileSize', { size: Math.max(1, Math.round(attachment.filesize / 1024)) })}
          </span>
        </p>
        <form
          className="form-row"
          onSubmit={(event) => {
            event.preventDefault();
            actions.onSave(attachment.id, { title: title.trim(), group: group.trim() });
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-title`}>{t('media.attachmentTitle')}</label>
            <input
              id={`${id}-title`}
              value={title}
              maxLength={200}
              required
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-group`}>{t('media.attachmentGroup')}</label>
            <input
              id={`${id}-group`}
              value={group}
              maxLength={100}
              required
              list="attachment-groups"
              onChange={(e) => setGroup(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={actions.pending || !changed}>
            {t('media.saveAttachment')} <span className="visually-hidden">({name})</span>
          </button>
        </form>
        <ItemActions
          name={name}
          pending={actions.pending}
          first={first}
          last={last}
          onMove={onMove}
          onDelete={() => actions.onDelete(attachment)}
        />
      </div>
    </li>
  );
}
