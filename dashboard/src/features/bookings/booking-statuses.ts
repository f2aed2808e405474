// The statuses each booking list asks the API for, as constants (a list made anew each render would reload it).
import { BOOKING_STATUSES, type BookingStatus } from '@wrapsmith/core';

/** The Booked panel: booked by the shop or accepted by the customer, not started yet. */
export const BOOKED_STATUSES: readonly BookingStatus[] = ['pending', 'accepted'];

/** A day's appointments and the calendar's dots: everything on the day but cancellations. */
export const NOT_CANCELLED_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter((s) => s !== 'cancelled');
