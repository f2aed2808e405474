// Which area of the role matrix a booking belongs to, and which of its fields are prices (decision 062): a booking
// waiting for the customer's answer is a quote, a completed one is on the Customers page, every other status is
// the work of Bookings and work orders. Shared by the API (enforcement) and the dashboard (what to show).
import { BOOKING_STATUSES, type BookingStatus } from './booking-rules.ts';
import { allows, type Area, type Permissions } from './roles.ts';

/** The area whose view level shows a booking of this status. */
export function bookingArea(status: BookingStatus): Extract<Area, 'quotes' | 'customers' | 'bookings'> {
  if (status === 'quote_sent') return 'quotes';
  return status === 'completed' ? 'customers' : 'bookings';
}

/** The area whose edit level changes a booking of this status: a quote is the Quotes area's, anything else is work on a job. */
export const bookingEditArea = (status: BookingStatus): Extract<Area, 'quotes' | 'bookings'> => (status === 'quote_sent' ? 'quotes' : 'bookings');

/** The statuses a role's lists show: of those asked for (all when none), the ones its areas reach. */
export function visibleBookingStatuses(permissions: Permissions, asked?: readonly BookingStatus[]): BookingStatus[] {
  return (asked && asked.length > 0 ? asked : BOOKING_STATUSES).filter((s) => allows(permissions, bookingArea(s), 'view'));
}

/** The money fields of a booking (the rest, such as square feet, rolls and tint percentages, are not prices). */
export const BOOKING_PRICE_FIELDS = [
  'price',
  'ppfCost',
  'decalsCost',
  'windowTintingCost',
  'additionalTotal',
  'customerTotal',
  'estimatedMaterialCost',
  'netMaterialRevenue',
  'customerQuote',
] as const;
export type BookingPriceField = (typeof BOOKING_PRICE_FIELDS)[number];
