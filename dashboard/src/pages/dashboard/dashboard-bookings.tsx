// The Dashboard's bookings (spec §2 "Dashboard"): the In Progress table, and today's appointments with a
// calendar to look at another day. Built from the Appointments page's parts.
import { useState } from 'react';
import type { BookingDto } from '@wrapsmith/api/types';
import { BookingPanel } from '../appointment/booking-panel.tsx';
import { InProgressTable } from '../appointment/in-progress-table.tsx';
import { formatDay, todayLocal } from '../appointment/local-day.ts';
import { MonthCalendar } from '../appointment/month-calendar.tsx';
import '../appointment/appointments.css';

export const DASHBOARD_BOOKING_MESSAGES = {
  today: 'Today’s appointments',
  onDay: (day: string) => `Appointments on ${day}`,
  description: 'Everything booked for the day, except cancellations.',
  calendarLabel: 'Appointment day',
} as const;

const isNotCancelled = (b: BookingDto) => b.status !== 'cancelled';

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
        query={{ bookingDate: picked }}
        keep={isNotCancelled}
        split
      >
        <MonthCalendar label={M.calendarLabel} value={picked} onChange={setPicked} today={today} />
      </BookingPanel>
    </>
  );
}
