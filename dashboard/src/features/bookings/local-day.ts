// Calendar days as YYYY-MM-DD in the browser's local time (spec §9). Bookings are filed under the shop's own
// local day, so a day is never derived through toISOString(): that is UTC and moves evening dates a day on.
import { isCalendarDay } from '@wrapsmith/core';
import { dateFormat, readerLocale, shopConventions } from '../../lib/shop-conventions.ts';
import { firstDayOfWeek, type Weekday } from './week-start.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local day a moment falls on. */
export function toLocalDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a day. setFullYear keeps years below 100 (the calendar's minimum is year 1). */
export function fromLocalDay(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d);
  return date;
}

export function todayLocal(now: Date = new Date()): string {
  return toLocalDay(now);
}

export function addDays(day: string, days: number): string {
  const date = fromLocalDay(day);
  date.setDate(date.getDate() + days);
  return toLocalDay(date);
}

function daysInMonth(year: number, monthIndex: number): number {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex + 1, 0);
  return date.getDate();
}

/** The same day of another month, kept inside it: Jan 31 + 1 month is Feb 28 (or 29). */
export function addMonths(day: string, months: number): string {
  const date = fromLocalDay(day);
  const target = new Date(2000, 0, 1);
  target.setFullYear(date.getFullYear(), date.getMonth() + months, 1);
  target.setDate(Math.min(date.getDate(), daysInMonth(target.getFullYear(), target.getMonth())));
  return toLocalDay(target);
}

/** Sunday = 0 … Saturday = 6. */
export function weekday(day: string): number {
  return fromLocalDay(day).getDay();
}

/** The first day of the shop's week (its country's, week-start.ts): Monday = 1 in Germany, Sunday = 0 in the US. */
export function shopWeekStart(): Weekday {
  return firstDayOfWeek(shopConventions().locale);
}

/** How many days `day` is into its week when weeks start on `firstDay` (0 … 6). */
export function dayOfWeek(day: string, firstDay: Weekday = shopWeekStart()): number {
  return (weekday(day) - firstDay + 7) % 7;
}

/** Six weeks of days, the shop's first weekday first, covering the month of `day` (with the neighbouring months' days around it). */
export function monthGrid(day: string, firstDay: Weekday = shopWeekStart()): string[][] {
  const first = `${day.slice(0, 8)}01`;
  const start = addDays(first, -dayOfWeek(first, firstDay));
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The day that starts the week of `day`: the shop's first weekday (Sunday in the US, Monday in Germany). */
export function weekStart(day: string, firstDay: Weekday = shopWeekStart()): string {
  return addDays(day, -dayOfWeek(day, firstDay));
}

/**
 * The seven weekday names from the week's first day, in `locale` (the active language with the shop's region):
 * `[short, long]`, e.g. ["Mo", "Montag"]. 2023-01-01 was a Sunday.
 */
export function weekdayNames(locale: string | undefined, firstDay: Weekday = shopWeekStart()): [string, string][] {
  const short = dateFormat({ weekday: 'short' }, 'day', locale);
  const long = dateFormat({ weekday: 'long' }, 'day', locale);
  return Array.from({ length: 7 }, (_, i) => {
    const date = asUtc(`2023-01-0${1 + ((firstDay + i) % 7)}`);
    return [short.format(date), long.format(date)];
  });
}

/** A valid YYYY-MM-DD from the address bar, else the fallback. */
export function readDay(value: string | null, fallback: string): string {
  return value && isCalendarDay(value) ? value : fallback;
}

// A YYYY-MM-DD string names a day, not a moment: formatting it as UTC midnight in UTC never shifts it. Written in the
// shop's locale (issue 28 item 2, decision 098: lib/shop-conventions.ts, set by the session).
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const written = (options: Intl.DateTimeFormatOptions, day: string, locale?: string) => dateFormat(options, 'day', locale).format(asUtc(day));

/**
 * The locale days are written in for a reader of `language`: the shop's own (`en-<country>`, decision 098) in English,
 * else the language with the shop's region ("de-US": German words, the US shop's conventions), else the language.
 */
export function dayLocale(language: string): string | undefined {
  return readerLocale(language, shopConventions().locale);
}

/** "Monday, June 2, 2025" (en-US), "Monday, 2 June 2025" (en-GB). */
export function formatLongDay(day: string, locale?: string): string {
  return written({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, day, locale);
}

/** "Jun 2, 2025" (en-US), "2 Jun 2025" (en-GB), or "—" for no day. */
export function formatDay(day: string | null, locale?: string): string {
  if (!day || !isCalendarDay(day)) return day ? day : '—';
  return written({ dateStyle: 'medium' }, day, locale);
}

/** An HH:MM check-in time on the shop's clock: "9:30 AM" (en-US), "09:30" (en-GB); as typed when it is not one. */
export function formatCheckIn(time: string, locale?: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return time;
  return dateFormat({ timeStyle: 'short' }, 'day', locale).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** "June 2025". */
export function formatMonth(day: string, locale?: string): string {
  return written({ month: 'long', year: 'numeric' }, `${day.slice(0, 8)}01`, locale);
}
