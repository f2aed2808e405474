// "Book with a deposit" in the widget (issue 25 item 6, second half; decision 088): what the shop lets a visitor do
// after a render, and the drafted quote the visitor's request becomes.

/**
 * quote_first: the request becomes a lead and a quote drafted from the price book, which the shop reviews and sends.
 * deposit_now: (only with deposits on and a connected account) the visitor also picks a day and pays the deposit on
 * the price-book total straight away; the booking is requested, and confirmed when the deposit is paid.
 */
export const WIDGET_BOOKING_MODES = ['quote_first', 'deposit_now'] as const;
export type WidgetBookingMode = (typeof WIDGET_BOOKING_MODES)[number];
export const DEFAULT_WIDGET_BOOKING_MODE: WidgetBookingMode = 'quote_first';

/** A request's drafted quote: waiting for the shop (drafted), sent as a quote, or booked with a deposit asked. */
export const WIDGET_BOOKING_REQUEST_STATUSES = ['drafted', 'sent', 'deposit_requested'] as const;
export type WidgetBookingRequestStatus = (typeof WIDGET_BOOKING_REQUEST_STATUSES)[number];

/** The furthest ahead a visitor may ask for a day. */
export const WIDGET_BOOKING_MAX_DAYS_AHEAD = 365;

export const WIDGET_BOOKING_MESSAGES = {
  settingsSaved: 'Booking settings saved',
  depositNeedsAccount: 'Turn deposits on under Settings → Payments (with a connected account) before letting visitors pay a deposit from the widget.',
  noPrice: 'This vehicle and film have no price in the shop’s price book yet: ask for a quote instead.',
  depositUnavailable: 'This shop does not take deposits online right now: ask for a quote instead.',
  dayNeeded: 'Choose the day you would like to bring the car in.',
  dayRange: `Choose a day from tomorrow, up to ${WIDGET_BOOKING_MAX_DAYS_AHEAD} days ahead.`,
  noPicture: 'Make a picture first: a booking request is for the vehicle and film you rendered.',
  quoteRequested: (shop: string) => `Thanks! ${shop} will review your quote and email it to you shortly.`,
  depositRequested: (shop: string) => `Almost done: pay the deposit to request your day with ${shop}.`,
  notDrafted: 'This request’s quote was already sent.',
  requestNotFound: 'This lead has no drafted quote.',
  quoteSent: 'Quote sent: the customer has its link by email.',
} as const;
