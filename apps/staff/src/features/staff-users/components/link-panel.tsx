import type { StaffLinkReply } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** The one-time link, shown once after adding a person or resetting their access, with a copy button. */
export function LinkPanel({ reply }: { reply: StaffLinkReply }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="link-panel" aria-labelledby="link-panel-heading">
      <h2 id="link-panel-heading" ref={heading} tabIndex={-1}>
        {t('staff.linkTitle')}
      </h2>
      <p>{t('staff.linkHelp', { email: reply.user.email, until: formatDateTime(reply.expiresAt) })}</p>
      <p>
        <output className="link-panel__link" data-testid="one-time-link">
          {reply.link}
        </output>
      </p>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          void navigator.clipboard?.writeText(reply.link).then(() => setCopied(true));
        }}
      >
        {t('staff.copy')}
      </button>
      <span role="status">{copied ? t('staff.copied') : ''}</span>
    </section>
  );
}
