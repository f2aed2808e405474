// The month calendar of Appointments and the Dashboard, with a dot on each day that has bookings. It asks the API
// only for the six weeks it shows (GET /user/booking/days?from=&to=), a bounded range, never for every booking.
import { useCallback, useState } from 'react';
import { useData } from '../../hooks/use-data.ts';
import { NOT_CANCELLED_STATUSES } from './booking-statuses.ts';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar.tsx';

type Range = { from: string; to: string };

const NO_MARKS: ReadonlyMap<string, number> = new Map();

export function BookingCalendar(props: Omit<MonthCalendarProps, 'marks' | 'onShownRange'>) {
  const [range, setRange] = useState<Range | null>(null);
  const onShownRange = useCallback((from: string, to: string) => setRange((r) => (r?.from === from && r.to === to ? r : { from, to })), []);

  const { state } = useData(range && `${range.from}|${range.to}`, async (api) => {
    const res = await api.bookings.days({ ...(range ?? { from: '', to: '' }), status: NOT_CANCELLED_STATUSES });
    return new Map(res.data.map((d) => [d.date, d.count]));
  });
  // The calendar still picks days without its dots; the panels say so when bookings cannot be loaded.
  const marks: ReadonlyMap<string, number> = state.status === 'ready' ? state.data : NO_MARKS;

  return <MonthCalendar {...props} marks={marks} onShownRange={onShownRange} />;
}
