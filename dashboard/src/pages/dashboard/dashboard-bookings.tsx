// The Dashboard's bookings (spec §2 "Dashboard"): the In Progress table, and today's appointments with a
// calendar to look at another day. Built from the Appointments page's parts.
import { useState } from 'react';
import { BookingPanel } from '../../features/bookings/booking-panel.tsx';
import { InProgressTable } from '../../features/bookings/in-progress-table.tsx';
import { formatDay, todayLocal } from '../../features/bookings/local-day.ts';
import { BookingCalendar } from '../../features/bookings/booking-calendar.tsx';
import { NOT_CANCELLED_STATUSES } from '../../features/bookings/booking-statuses.ts';
import '../../features/bookings/bookings.css';

export const DASHBOARD_BOOKING_MESSAGES = {
  today: 'Today’s appointments',
  onDay: (day: string) => `Appointments on ${day}`,
  description: 'Everything booked for the day, except cancellations.',
  calendarLabel: 'Appointment day',
} as const;

export function DashboardBookings() {
  const [today] = useState(() => todayLocal());
  const [picked, setPicked] = useState(today);
  const M = DASHBOARD_BOOKING_MESSAGES;
  return (
    <>
      <InProgressTable />
      <BookingPanel
        title={picked === today ? M.today : M.onDay(formatDay(picked))}
        description={M.description}
        what="the day’s appointments"
        query={{ bookingDate: picked, status: NOT_CANCELLED_STATUSES }}
        split
      >
        <BookingCalendar label={M.calendarLabel} value={picked} onChange={setPicked} today={today} />
      </BookingPanel>
    </>
  );
}
