// A side panel of booking cards (Booked, Tomorrow, Canceled, the Dashboard's day), a page at a time: each card
// opens the work order.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import type { BookingStatus } from '@wrapsmith/core';
import { useArea } from '../../i18n/area.ts';
import { BOOKINGS } from '../../i18n/areas/bookings/index.ts';
import { useDayLocale } from './day-locale.ts';
import { useLocalPage } from '../../hooks/use-paged-list.ts';
import { checkInText, customerName, vehicleText, workOrderLink } from './booking-format.ts';
import { LoadedBookings } from './loaded-bookings.tsx';
import { useBookingList } from './use-booking-list.ts';

/** Cards per page: a side panel shows a day's worth at a glance and pages through a busy one. */
export const PANEL_PAGE_SIZE = 10;
const NOUN = ['booking', 'bookings'] as const;

export interface BookingPanelProps {
  title: string;
  description: string;
  /** Names the list in its loading and error states, e.g. "cancelled appointments" (in the active language). */
  what: string;
  /** A status list must be a constant (see useBookingList). */
  query: { status?: BookingStatus | readonly BookingStatus[]; bookingDate?: string };
  /** Shown between the heading and the cards, e.g. the Dashboard's calendar. */
  children?: ReactNode;
  /** Puts the children beside the cards on wide screens. */
  split?: boolean;
}

export function BookingCards({ bookings, label }: { bookings: BookingDto[]; label: string }) {
  const t = useArea(BOOKINGS);
  const locale = useDayLocale();
  if (bookings.length === 0) return <p className="wsa-empty">{t('bookings.noRecords')}</p>;
  return (
    <ul className="wsa-cards" aria-label={label}>
      {bookings.map((b) => {
        const { to, state } = workOrderLink(b);
        return (
          <li key={b._id}>
            <Link to={to} state={state} className="wsa-card">
              <span className="wsa-card__top">
                <span className="wsa-card__name">{customerName(b, t('bookings.unnamed'))}</span>
                <span className={`wsa-status wsa-status--${b.status}`}>{t(`bookings.status.${b.status}`)}</span>
              </span>
              <span className="wsa-card__line">{vehicleText(b)}</span>
              <span className="wsa-card__line ws-muted">{checkInText(b, locale)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function BookingPanel({ title, description, what, query, children, split }: BookingPanelProps) {
  const titleId = useId();
  const [page, setPage] = useLocalPage(JSON.stringify(query));
  const { state, reload } = useBookingList({ ...query, page, pageSize: PANEL_PAGE_SIZE });
  return (
    <section className={`ws-card app-panel${split ? ' wsa-panel--split' : ''}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="ws-card__title">
          {title}
        </h2>
        <p className="ws-muted wsa-panel__intro">{description}</p>
      </div>
      {children}
      <LoadedBookings state={state} reload={reload} what={what} pages={{ label: title, noun: NOUN, onPage: setPage }}>
        {(bookings) => <BookingCards bookings={bookings} label={title} />}
      </LoadedBookings>
    </section>
  );
}
