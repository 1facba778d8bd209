import { ATTACHMENT_ACCEPT, ATTACHMENT_GROUPS } from '@shop/contract';
import { useState } from 'react';
import { Alert } from '../../../components/form';
import { t } from '../../../lib/i18n';
import { GroupSuggestions } from './attachment-list';

/** A new attachment: its title, group and PDF file, sent together. */
export function AttachmentUploadForm({
  pending,
  groups,
  onUpload,
}: {
  pending: boolean;
  groups: string[];
  onUpload: (upload: { file: File; title: string; group: string }) => Promise<boolean>;
}) {
  const [title, setTitle] = useState('');
  const [group, setGroup] = useState<string>(ATTACHMENT_GROUPS[0]);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  return (
    <form
      aria-labelledby="attachment-upload-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file || !group.trim()) {
          setMissing(true);
          return;
        }
        setMissing(false);
        const done = await onUpload({
          file,
          title: title.trim() || file.name.replace(/\.pdf$/i, ''),
          group: group.trim(),
        });
        if (done) {
          setTitle('');
          setFile(null);
          setInputKey((k) => k + 1);
        }
      }}
      noValidate
      aria-busy={pending}
    >
      <h3 id="attachment-upload-title">{t('media.attachmentUpload')}</h3>
      {missing && <Alert>{t('media.attachmentMissing')}</Alert>}
      <GroupSuggestions id="attachment-upload-groups" used={groups} />
      <div className="form-row">
        <div className="field">
          <label htmlFor="attachment-file">{t('media.attachmentFile')}</label>
          <input
            key={inputKey}
            id="attachment-file"
            type="file"
            accept={ATTACHMENT_ACCEPT}
            aria-describedby="attachment-file-help"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id="attachment-file-help" className="field__help">
            {t('media.attachmentHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="attachment-title">{t('media.attachmentTitle')}</label>
          <input
            id="attachment-title"
            value={title}
            maxLength={200}
            aria-describedby="attachment-title-help"
            onChange={(event) => setTitle(event.target.value)}
          />
          <p id="attachment-title-help" className="field__help">
            {t('media.attachmentTitleHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="attachment-group">{t('media.attachmentGroup')}</label>
          <input
            id="attachment-group"
            value={group}
            maxLength={100}
            list="attachment-upload-groups"
            onChange={(event) => setGroup(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('media.uploading') : t('media.attachmentSubmit')}
        </button>
      </div>
    </form>
  );
}
