// Loads one list of bookings (GET /user/booking/all) with loading, error and retry; a newer query wins over
// an older answer that arrives late.
import { useCallback, useEffect, useState } from 'react';
import type { BookingDto } from '@wrapsmith/api/types';
import type { BookingStatus } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';

export type BookingListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; bookings: BookingDto[] };

export function useBookingList({ status, bookingDate, q }: { status?: BookingStatus; bookingDate?: string; q?: string }) {
  const api = useApi();
  const [state, setState] = useState<BookingListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.bookings.list({ status, bookingDate, q }).then(
      (res) => current && setState({ status: 'ready', bookings: res.data }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, status, bookingDate, q, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
