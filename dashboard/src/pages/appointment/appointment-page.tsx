// Appointments (/appointment, spec §2 "Appointments home"): heading, a calendar with a Today label, Book Now,
// the In Progress table, and panels for Booked (the picked day, beside the calendar), Tomorrow and Canceled.
// The picked day lives in the address (?date=YYYY-MM-DD) so a reload or a shared link keeps it, and so does the
// calendar's view (?view=week or day; month when absent): the month grid with each day's booking count, or the
// week's or the day's bookings listed day by day.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.tsx';
import { BookingCalendar } from '../../features/bookings/booking-calendar.tsx';
import { BookingPanel } from '../../features/bookings/booking-panel.tsx';
import { BOOKED_STATUSES, NOT_CANCELLED_STATUSES } from '../../features/bookings/booking-statuses.ts';
import { InProgressTable } from '../../features/bookings/in-progress-table.tsx';
import { addDays, formatDay, readDay, todayLocal } from '../../features/bookings/local-day.ts';
import { useDayLocale } from '../../features/bookings/day-locale.ts';
import { useArea } from '../../i18n/area.ts';
import { BOOKINGS } from '../../i18n/areas/bookings/index.ts';
import { AgendaView, type AgendaMode } from './agenda-view.tsx';
import '../../features/bookings/bookings.css';

const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
type CalendarView = 'month' | AgendaMode;

const readView = (value: string | null): CalendarView => (value === 'week' || value === 'day' ? value : 'month');

export function AppointmentPage() {
  const t = useArea(BOOKINGS);
  const locale = useDayLocale();
  const [today] = useState(() => todayLocal());
  const tomorrow = addDays(today, 1);
  const [params, setParams] = useSearchParams();
  const picked = readDay(params.get('date'), today);
  const view = readView(params.get('view'));

  function pick(day: string) {
    const next = new URLSearchParams(params);
    if (day === today) next.delete('date');
    else next.set('date', day);
    setParams(next, { replace: true });
  }

  function show(to: CalendarView) {
    const next = new URLSearchParams(params);
    if (to === 'month') next.delete('view');
    else next.set('view', to);
    setParams(next, { replace: true });
  }

  return (
    <div className="app-page wsa-page">
      <PageHeader
        title={t('bookings.title')}
        actions={
          <Link to="/BookingAppointment" className="ws-btn ws-btn--primary">
            {t('bookings.bookNow')}
          </Link>
        }
      >
        {t('bookings.intro')}
      </PageHeader>
      <div className="wsa-layout">
        <section className={`ws-card app-panel${view === 'month' ? '' : ' wsa-layout__wide'}`} aria-label={t('bookings.calendar')}>
          <div className="wsa-views" role="group" aria-label={t('bookings.viewLabel')}>
            {CALENDAR_VIEWS.map((v) => (
              <button key={v} type="button" className="ws-btn ws-btn--sm" aria-pressed={view === v} onClick={() => show(v)}>
                {t(`bookings.view.${v}`)}
              </button>
            ))}
          </div>
          {view === 'month' ? (
            <BookingCalendar label={t('bookings.calendarLabel')} value={picked} onChange={pick} today={today} />
          ) : (
            <AgendaView mode={view} picked={picked} today={today} onPick={pick} />
          )}
        </section>
        <BookingPanel
          title={t('bookings.booked')}
          description={t(picked === today ? 'bookings.bookedToday' : 'bookings.bookedOn', { day: formatDay(picked, locale) })}
          what={t('bookings.what.booked')}
          query={{ bookingDate: picked, status: BOOKED_STATUSES }}
        />
        <div className="wsa-layout__wide">
          <InProgressTable />
        </div>
        <BookingPanel
          title={t('bookings.tomorrow')}
          description={t('bookings.tomorrowOn', { day: formatDay(tomorrow, locale) })}
          what={t('bookings.what.tomorrow')}
          query={{ bookingDate: tomorrow, status: NOT_CANCELLED_STATUSES }}
        />
        <BookingPanel title={t('bookings.canceled')} description={t('bookings.canceledIntro')} what={t('bookings.what.cancelled')} query={{ status: 'cancelled' }} />
      </div>
    </div>
  );
}
