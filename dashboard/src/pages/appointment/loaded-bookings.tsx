// The loading and error states every booking list shares; the list itself renders once the bookings are in.
// `what` names the list ("quotes", "cancelled bookings"), so several lists on one page keep distinct retries.
import type { ReactNode } from 'react';
import type { BookingDto } from '@wrapsmith/api/types';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { APPOINTMENT_MESSAGES as M } from './appointment-messages.ts';
import type { BookingListState } from './use-booking-list.ts';

export function LoadedBookings({
  state,
  reload,
  what,
  children,
}: {
  state: BookingListState;
  reload: () => void;
  what: string;
  children: (bookings: BookingDto[]) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner label={M.loading(what)} />;
  if (state.status === 'error') {
    return (
      <div className="wsa-error">
        <Alert tone="error">{M.loadFailed(what)}</Alert>
        <button type="button" className="ws-btn ws-btn--sm" aria-label={M.retryLabel(what)} onClick={reload}>
          {M.retry}
        </button>
      </div>
    );
  }
  return children(state.bookings);
}
