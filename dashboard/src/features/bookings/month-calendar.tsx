// A small accessible month calendar (spec §2 "Appointments home", §9): a grid of day buttons named by their
// full date, one of them tabbable at a time; arrow keys move by day and week, Home/End to the week's ends,
// Page Up/Down by month (with Shift by year); Enter or Space picks. Days are YYYY-MM-DD in local time. It tells
// its owner which days it shows (onShownRange), so the owner can ask for just those days' marks.
// The weeks start on the shop's country's first weekday (week-start.ts: Monday in Germany, Sunday in the US), and the
// weekday names, month and days are written in the active language (issue 28 items 1 and 2).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { BOOKINGS, type BookingsWords } from '../../i18n/areas/bookings/index.ts';
import { useArea } from '../../i18n/area.ts';
import { useDayLocale } from './day-locale.ts';
import { addDays, addMonths, dayOfWeek, formatLongDay, formatMonth, monthGrid, sameMonth, shopWeekStart, todayLocal, weekdayNames } from './local-day.ts';
import type { Weekday } from './week-start.ts';

type Translate = BookingsWords;

export interface MonthCalendarProps {
  /** The picked day, YYYY-MM-DD. */
  value: string;
  onChange: (day: string) => void;
  /** Names the calendar, e.g. "Booking date". */
  label: string;
  /** Today's local day; the clock's by default. */
  today?: string;
  /** How many bookings a shown day holds; a day with some shows the count on it and says it in its name. */
  marks?: ReadonlyMap<string, number>;
  /** Called with the first and last day of the six weeks shown, whenever the month shown changes. */
  onShownRange?: (from: string, to: string) => void;
}

/** The accessible name of a day button: "Tuesday, June 3, 2025, 2 bookings, today". */
export function dayLabel(t: Translate, day: string, today: string, count = 0, locale?: string): string {
  const long = formatLongDay(day, locale);
  const withCount = count > 0 ? t(count === 1 ? 'bookings.dayWithOne' : 'bookings.dayWithOther', { day: long, count }) : long;
  return day === today ? t('bookings.dayToday', { day: withCount }) : withCount;
}

function keyTarget(event: KeyboardEvent, day: string, firstDay: Weekday): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -dayOfWeek(day, firstDay));
    case 'End':
      return addDays(day, 6 - dayOfWeek(day, firstDay));
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export function MonthCalendar({ value, onChange, label, today = todayLocal(), marks, onShownRange }: MonthCalendarProps) {
  const titleId = useId();
  const t = useArea(BOOKINGS);
  const locale = useDayLocale();
  const firstDay = shopWeekStart();
  // The day that holds the tab stop; its month is the month shown. It follows the value when that changes.
  const [active, setActive] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setActive(value);
  }
  const gridRef = useRef<HTMLTableElement>(null);
  const focusActive = useRef(false);

  const weeks = monthGrid(active, firstDay);
  const shownFrom = weeks[0]?.[0] ?? active;
  const shownTo = weeks.at(-1)?.at(-1) ?? active;
  useEffect(() => {
    onShownRange?.(shownFrom, shownTo);
  }, [onShownRange, shownFrom, shownTo]);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${active}"]`)?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = keyTarget(event, active, firstDay);
    if (!next) return;
    event.preventDefault();
    focusActive.current = true;
    setActive(next);
  }

  function pick(day: string) {
    setActive(day);
    onChange(day);
  }

  return (
    <div className="wsa-calendar" role="group" aria-label={label}>
      <div className="wsa-calendar__head">
        <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon ws-btn--sm" aria-label={t('bookings.previousMonth')} onClick={() => setActive(addMonths(active, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className="wsa-calendar__title" aria-live="polite">
          {formatMonth(active, locale)}
        </p>
        <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon ws-btn--sm" aria-label={t('bookings.nextMonth')} onClick={() => setActive(addMonths(active, 1))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" className="wsa-calendar__grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(locale, firstDay).map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day}>
                  <button
                    type="button"
                    data-day={day}
                    className="wsa-calendar__day"
                    data-outside={sameMonth(day, active) ? undefined : ''}
                    data-today={day === today ? '' : undefined}
                    data-marked={marks?.get(day) ? '' : undefined}
                    // Drawn by CSS (a badge on the corner): as text it would break the button's name, which says it in words.
                    data-count={marks?.get(day) || undefined}
                    aria-label={dayLabel(t, day, today, marks?.get(day), locale)}
                    aria-pressed={day === value}
                    aria-current={day === today ? 'date' : undefined}
                    tabIndex={day === active ? 0 : -1}
                    onClick={() => pick(day)}
                  >
                    {Number(day.slice(8, 10))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="wsa-calendar__foot">
        <p className="wsa-calendar__today">
          <span className="wsa-calendar__today-key" aria-hidden="true" />
          {t('bookings.todayIs', { day: formatLongDay(today, locale) })}
        </p>
        <button type="button" className="ws-btn ws-btn--sm" onClick={() => pick(today)}>
          {t('bookings.today')}
        </button>
      </div>
    </div>
  );
}
