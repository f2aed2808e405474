// A side panel of booking cards (Booked, Tomorrow, Canceled, the Dashboard's day): each card opens the work order.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/api/types';
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, type BookingStatus } from '@wrapsmith/core';
import { checkInText, customerName, vehicleText, workOrderLink } from './booking-format.ts';
import { LoadedBookings } from './loaded-bookings.tsx';
import { useBookingList } from './use-booking-list.ts';

export interface BookingPanelProps {
  title: string;
  description: string;
  /** Names the list in its loading and error states, e.g. "cancelled appointments". */
  what: string;
  query: { status?: BookingStatus; bookingDate?: string };
  /** Narrows what the query returned, e.g. to pending and accepted bookings. */
  keep?: (booking: BookingDto) => boolean;
  /** Shown between the heading and the cards, e.g. the Dashboard's calendar. */
  children?: ReactNode;
  /** Puts the children beside the cards on wide screens. */
  split?: boolean;
}

function BookingCards({ bookings, label }: { bookings: BookingDto[]; label: string }) {
  if (bookings.length === 0) return <p className="wsa-empty">{BOOKING_MESSAGES.noRecords}</p>;
  return (
    <ul className="wsa-cards" aria-label={label}>
      {bookings.map((b) => {
        const { to, state } = workOrderLink(b);
        return (
          <li key={b._id}>
            <Link to={to} state={state} className="wsa-card">
              <span className="wsa-card__top">
                <span className="wsa-card__name">{customerName(b)}</span>
                <span className={`wsa-status wsa-status--${b.status}`}>{BOOKING_STATUS_LABELS[b.status]}</span>
              </span>
              <span className="wsa-card__line">{vehicleText(b)}</span>
              <span className="wsa-card__line ws-muted">{checkInText(b)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function BookingPanel({ title, description, what, query, keep, children, split }: BookingPanelProps) {
  const titleId = useId();
  const { state, reload } = useBookingList(query);
  return (
    <section className={`ws-card app-panel${split ? ' wsa-panel--split' : ''}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="ws-card__title">
          {title}
        </h2>
        <p className="ws-muted wsa-panel__intro">{description}</p>
      </div>
      {children}
      <LoadedBookings state={state} reload={reload} what={what}>
        {(bookings) => <BookingCards bookings={keep ? bookings.filter(keep) : bookings} label={title} />}
      </LoadedBookings>
    </section>
  );
}
