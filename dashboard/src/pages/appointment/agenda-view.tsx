// The Appointments calendar's week and day views: the shop plans by the week. A heading with the days shown,
// Previous / Next (a week or a day) and Today, then each day's bookings in check-in order as cards that open the
// work order, and "No bookings" on a free day. One list request for the whole range (from/to), not one per day.
import { PAGE_SIZE_MAX } from '@wrapsmith/core';
import { useId } from 'react';
import type { BookingDto } from '@wrapsmith/core/contract';
import { useLocalPage } from '../../hooks/use-paged-list.ts';
import { BookingCards } from '../../features/bookings/booking-panel.tsx';
import { useDayLocale } from '../../features/bookings/day-locale.ts';
import { NOT_CANCELLED_STATUSES } from '../../features/bookings/booking-statuses.ts';
import { addDays, formatDay, formatLongDay, weekStart } from '../../features/bookings/local-day.ts';
import { LoadedBookings } from '../../features/bookings/loaded-bookings.tsx';
import { useBookingList } from '../../features/bookings/use-booking-list.ts';
import { useArea } from '../../i18n/area.ts';
import { BOOKINGS } from '../../i18n/areas/bookings/index.ts';

export type AgendaMode = 'week' | 'day';

const NOUN = ['booking', 'bookings'] as const;

/** The days a view shows around the picked day: its week (from the shop's first weekday, local-day.ts) or the day alone. */
export function agendaDays(mode: AgendaMode, picked: string): string[] {
  if (mode === 'day') return [picked];
  const first = weekStart(picked);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

function AgendaDay({ day, today, bookings }: { day: string; today: string; bookings: BookingDto[] }) {
  const headingId = useId();
  const t = useArea(BOOKINGS);
  const locale = useDayLocale();
  const long = formatLongDay(day, locale);
  const title = day === today ? t('bookings.dayToday', { day: long }) : long;
  return (
    <li className="wsa-agenda__day" data-today={day === today ? '' : undefined} aria-labelledby={headingId}>
      <h3 id={headingId} className="wsa-agenda__title">
        <span>{title}</span>
        <span className="wsa-agenda__count">{bookings.length > 0 ? t(bookings.length === 1 ? 'bookings.countOne' : 'bookings.countOther', { count: bookings.length }) : t('bookings.noBookings')}</span>
      </h3>
      {bookings.length > 0 ? <BookingCards bookings={bookings} label={t('bookings.bookingsOn', { day: title })} /> : null}
    </li>
  );
}

export function AgendaView({ mode, picked, today, onPick }: { mode: AgendaMode; picked: string; today: string; onPick: (day: string) => void }) {
  const titleId = useId();
  const t = useArea(BOOKINGS);
  const locale = useDayLocale();
  const days = agendaDays(mode, picked);
  const from = days[0] ?? picked;
  const to = days.at(-1) ?? picked;
  const step = mode === 'week' ? 7 : 1;
  const [page, setPage] = useLocalPage(`${from}/${to}`);
  const { state, reload } = useBookingList({ status: NOT_CANCELLED_STATUSES, from, to, page, pageSize: PAGE_SIZE_MAX });
  const title = mode === 'week' ? t('bookings.weekTitle', { from: formatDay(from, locale), to: formatDay(to, locale) }) : formatLongDay(picked, locale);
  const agenda = mode === 'week' ? t('bookings.agendaWeek') : t('bookings.agendaDay');

  return (
    <div className="wsa-agenda">
      <div className="wsa-calendar__head">
        <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon ws-btn--sm" aria-label={mode === 'week' ? t('bookings.previousWeek') : t('bookings.previousDay')} onClick={() => onPick(addDays(picked, -step))}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} className="wsa-calendar__title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon ws-btn--sm" aria-label={mode === 'week' ? t('bookings.nextWeek') : t('bookings.nextDay')} onClick={() => onPick(addDays(picked, step))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <LoadedBookings state={state} reload={reload} what={mode === 'week' ? t('bookings.what.week') : t('bookings.what.day')} pages={{ label: agenda, noun: NOUN, onPage: setPage }}>
        {(bookings) => (
          <ol className="wsa-agenda__days" aria-labelledby={titleId}>
            {days.map((day) => (
              <AgendaDay key={day} day={day} today={today} bookings={bookings.filter((b) => b.bookingDate === day)} />
            ))}
          </ol>
        )}
      </LoadedBookings>
      <div className="wsa-calendar__foot">
        <p className="wsa-calendar__today">{t('bookings.todayIs', { day: formatLongDay(today, locale) })}</p>
        <button type="button" className="ws-btn ws-btn--sm" onClick={() => onPick(today)}>
          {t('bookings.today')}
        </button>
      </div>
    </div>
  );
}
