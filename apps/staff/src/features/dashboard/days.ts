import { formatDate } from '../../lib/format';

// A day of the figures is a Slovak calendar day (YYYY-MM-DD) with no time: shown at noon UTC, it
// is the same date in any European browser.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const weekday = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', timeZone: 'UTC' });
const shortWeekday = new Intl.DateTimeFormat('sk-SK', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });

/** `2026-11-26` → `26. 11. 2026`. */
export const formatDay = (day: string) => formatDate(noon(day));

/** `2026-11-26` → `štvrtok 26. 11. 2026`. */
export const formatDayLong = (day: string) => `${weekday.format(noon(day))} ${formatDay(day)}`;

/** `2026-11-26` → `št 26. 11. 2026`, for table rows. */
export const formatDayShort = (day: string) => `${shortWeekday.format(noon(day))} ${formatDay(day)}`;

/** `2026-11-23` → `23. 11.`, for the chart's axis. */
export const formatDayMonth = (day: string) => dayMonth.format(noon(day));

export const isMonday = (day: string) => noon(day).getUTCDay() === 1;
