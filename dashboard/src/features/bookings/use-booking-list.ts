// Loads one page of a list of bookings (GET /user/booking/all) with loading, error and retry; see usePagedList.
import type { BookingDto } from '@wrapsmith/core/contract';
import type { BookingStatus } from '@wrapsmith/core';
import { usePagedList, type PagedState } from '../../hooks/use-paged-list.ts';

export type BookingListState = PagedState<BookingDto>;

export interface BookingListQuery {
  /** One status, or a list of them kept in a constant (a new array each render would reload each render). */
  status?: BookingStatus | readonly BookingStatus[] | undefined;
  bookingDate?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize?: number | undefined;
}

export function useBookingList({ status, bookingDate, from, to, q, page, pageSize }: BookingListQuery) {
  return usePagedList(JSON.stringify([status, bookingDate, from, to, q, pageSize]), page, (api) =>
    api.bookings.list({ status, bookingDate, from, to, q, page, pageSize }),
  );
}
