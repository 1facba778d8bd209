import type { PublicationState } from '@shop/contract';
import { t } from '../../../lib/i18n';

/** What the editor chooses: a draft, published now (or when it was), or at a time to come. */
export type Publication = 'draft' | 'published' | 'scheduled';

/** `YYYY-MM-DDTHH:mm` in the browser's (the shop's) time zone, as a datetime-local field shows it. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The stored status and time for a choice; null when a scheduled time is missing or not in the
 * future. Publishing keeps an earlier publication time (the post keeps its date), else now.
 */
export function storedPublication(
  choice: Publication,
  scheduledAt: string,
  previous: string | null,
  now = new Date(),
): { status: 'draft' | 'published'; publishedAt: string } | null {
  if (choice === 'scheduled') {
    const at = new Date(scheduledAt);
    if (!scheduledAt || Number.isNaN(at.getTime()) || at <= now) return null;
    return { status: 'published', publishedAt: at.toISOString() };
  }
  const keep = previous && new Date(previous) <= now ? previous : now.toISOString();
  return { status: choice, publishedAt: keep };
}

const STATE_TEXT = {
  draft: 'content.publication.draft',
  scheduled: 'content.publication.scheduled',
  published: 'content.publication.published',
} as const;

export const stateText = (state: PublicationState) => t(STATE_TEXT[state]);
