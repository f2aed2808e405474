// The month calendar of Appointments and the Dashboard, with a dot on each day that has bookings. It asks the API
// only for the six weeks it shows (GET /user/booking/days?from=&to=), a bounded range, never for every booking.
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/index.ts';
import { NOT_CANCELLED_STATUSES } from './booking-statuses.ts';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar.tsx';

type Range = { from: string; to: string };

export function BookingCalendar(props: Omit<MonthCalendarProps, 'marks' | 'onShownRange'>) {
  const api = useApi();
  const [range, setRange] = useState<Range | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<string, number>>(new Map());
  const onShownRange = useCallback((from: string, to: string) => setRange((r) => (r?.from === from && r.to === to ? r : { from, to })), []);

  useEffect(() => {
    if (!range) return;
    let current = true;
    api.bookings.days({ ...range, status: NOT_CANCELLED_STATUSES }).then(
      (res) => current && setMarks(new Map(res.data.map((d) => [d.date, d.count]))),
      // The calendar still picks days without its dots; the panels say so when bookings cannot be loaded.
      () => current && setMarks(new Map()),
    );
    return () => {
      current = false;
    };
  }, [api, range]);

  return <MonthCalendar {...props} marks={marks} onShownRange={onShownRange} />;
}
