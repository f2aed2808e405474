// Display formatting shared by pages, in the shop's locale and zone (issue 28 item 2, decision 098: the session sets
// them, lib/shop-conventions.ts); `locale` overrides the shop's locale where a page passes one. Signed out: en-US.
import { dateFormat, dayAsDate } from './shop-conventions.ts';

/** "Nov 27, 2026, 9:30 AM" (en-US) or "27 Nov 2026, 09:30" (en-GB): an instant, in the shop's time zone. */
export function formatDateTime(iso: string, locale?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, 'instant', locale).format(d);
}

/** "Nov 27, 2026" (en-US) or "27 Nov 2026" (en-DE) for the day 2026-11-27 (a calendar day, not an instant: no time zone moves it). */
export function formatDay(isoDay: string, locale?: string): string {
  const d = dayAsDate(isoDay);
  return d ? dateFormat({ dateStyle: 'medium' }, 'day', locale).format(d) : isoDay;
}

export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}
