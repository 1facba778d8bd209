import { t } from '../../../lib/i18n';
import type { Publication } from './publication';

/** The choice draft / publish / schedule, with the time a scheduled post or page appears. */
export function PublicationFields({
  choice,
  scheduledAt,
  onChoice,
  onScheduledAt,
}: {
  choice: Publication;
  scheduledAt: string;
  onChoice(choice: Publication): void;
  onScheduledAt(value: string): void;
}) {
  const options: { value: Publication; label: string }[] = [
    { value: 'draft', label: t('content.publication.choiceDraft') },
    { value: 'published', label: t('content.publication.choicePublished') },
    { value: 'scheduled', label: t('content.publication.choiceScheduled') },
  ];
  return (
    <>
      <fieldset className="check-group">
        <legend>{t('content.publication.legend')}</legend>
        {options.map((o) => (
          <label key={o.value}>
            <input type="radio" name="publication" checked={choice === o.value} onChange={() => onChoice(o.value)} />{' '}
            {o.label}
          </label>
        ))}
      </fieldset>
      {choice === 'scheduled' && (
        <div className="field">
          <label htmlFor="scheduled-at">{t('content.publication.at')}</label>
          <input
            id="scheduled-at"
            type="datetime-local"
            value={scheduledAt}
            onChange={(e) => onScheduledAt(e.target.value)}
          />
        </div>
      )}
    </>
  );
}
