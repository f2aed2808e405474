// The Dashboard's bookings (spec §2 "Dashboard"): the In Progress table, and today's appointments with a
// calendar to look at another day. Built from the Appointments page's parts.
import { useState } from 'react';
import { BookingPanel } from '../../features/bookings/booking-panel.tsx';
import { InProgressTable } from '../../features/bookings/in-progress-table.tsx';
import { todayLocal } from '../../features/bookings/local-day.ts';
import { formatDay } from '../../lib/format.ts';
import { BookingCalendar } from '../../features/bookings/booking-calendar.tsx';
import { NOT_CANCELLED_STATUSES } from '../../features/bookings/booking-statuses.ts';
import { useArea } from '../../i18n/area.ts';
import { DASHBOARD } from '../../i18n/areas/dashboard/index.ts';
import { useDateLocale } from '../../i18n/areas/components/date-locale.ts';
import '../../features/bookings/bookings.css';

/** The English (tests read it); the panel reads the dashboard area. */
export const DASHBOARD_BOOKING_MESSAGES = {
  today: 'Today’s appointments',
  onDay: (day: string) => `Appointments on ${day}`,
  description: 'Everything booked for the day, except cancellations.',
  calendarLabel: 'Appointment day',
} as const;

export function DashboardBookings() {
  const [today] = useState(() => todayLocal());
  const [picked, setPicked] = useState(today);
  const t = useArea(DASHBOARD);
  const dateLocale = useDateLocale();
  return (
    <>
      <InProgressTable />
      <BookingPanel
        title={picked === today ? t('dashboard.todayAppointments') : t('dashboard.appointmentsOn', { day: formatDay(picked, dateLocale) })}
        description={t('dashboard.appointmentsDescription')}
        what="the day’s appointments"
        query={{ bookingDate: picked, status: NOT_CANCELLED_STATUSES }}
        split
      >
        <BookingCalendar label={t('dashboard.appointmentDay')} value={picked} onChange={setPicked} today={today} />
      </BookingPanel>
    </>
  );
}
