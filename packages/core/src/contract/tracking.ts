// The customer's tracking page (issue 26 item 3) and the shop's calendars and time zone (issue 26 item 4), decision
// 091: the public page and feed (the token in the link is the only key), the work order's Car ready and Copy tracking
// link, and Settings → Calendar (the owner's).
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import * as z from 'zod/mini';
import { idField } from '../fields.ts';
import { bookingDto } from './bookings.ts';
import { data, nullable, route } from './route.ts';

/** The steps of a job the customer sees; `quote` (not booked yet) and `cancelled` sit outside them. */
export const TRACKING_STATUSES = ['quote', 'booked', 'in_progress', 'ready', 'completed', 'cancelled'] as const;
export type TrackingStatusValue = (typeof TRACKING_STATUSES)[number];

/** What the tracking page shows: the job and the shop, and of the customer only their first name. */
export const trackingDto = z.object({
  shop: z.object({
    name: z.string(),
    email: nullable(z.string()),
    phone: nullable(z.string()),
    website: nullable(z.string()),
    logoUrl: nullable(z.string()),
    primaryColor: nullable(z.string()),
    accentColor: nullable(z.string()),
    poweredBy: z.boolean(),
  }),
  status: z.enum(TRACKING_STATUSES),
  firstName: z.string(),
  vehicle: z.string(),
  brand: z.string(),
  wrapColor: z.string(),
  /** The shop's day (YYYY-MM-DD) and check-in time (HH:MM or ''), in the shop's time zone. */
  bookingDate: nullable(z.string()),
  checkInTime: z.string(),
  completionDate: nullable(z.string()),
  timeZone: z.string(),
  readyAt: nullable(z.string()),
  completedAt: nullable(z.string()),
  /** The render's picture through the same token, when there is one. */
  imageUrl: nullable(z.string()),
  invoiceCode: z.string(),
  /** The customer's language (decision 100): the page speaks it. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type TrackingDto = z.infer<typeof trackingDto>;

/** Settings → Calendar: the shop's time zone and its private feed. */
export const calendarSettingsDto = z.object({
  timeZone: z.string(),
  /** The private iCal feed's URL, or null before the owner made one. */
  feedUrl: nullable(z.string()),
  /** Whether the feed names the customer. */
  showNames: z.boolean(),
});
export type CalendarSettingsDto = z.infer<typeof calendarSettingsDto>;

export const calendarSettingsInput = z.strictObject({
  /** An IANA zone Intl knows ("Europe/Berlin"). */
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  showNames: z.optional(z.boolean()),
});
export type CalendarSettingsInput = z.infer<typeof calendarSettingsInput>;

export const carReadyInput = z.strictObject({ ready: z.boolean() });
export type CarReadyInput = z.infer<typeof carReadyInput>;

const tokenParam = z.object({ token: z.string() });
const fileParam = z.object({ file: z.string() });
const idParam = /* @__PURE__ */ z.object({ id: idField });

const trackingGetAnswer = data(trackingDto);
const trackingLinkAnswer = data(z.object({ url: z.string() }));
const carReadyAnswer = data(bookingDto);
const calendarSettingsAnswer = data(calendarSettingsDto);

export const trackingAnswers = {
  getTracking: trackingGetAnswer,
  trackingLink: trackingLinkAnswer,
  setCarReady: carReadyAnswer,
  getCalendarSettings: calendarSettingsAnswer,
  updateCalendarSettings: calendarSettingsAnswer,
  rotateCalendarFeed: calendarSettingsAnswer,
} as const;

export const trackingRoutes = {
  getTracking: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/track/:token',
    summary: 'The customer’s tracking page of a job (the token of its link)',
    tags: ['Public'],
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: trackingGetAnswer },
  }),
  trackingPicture: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/track/:token/picture.png',
    summary: 'The render on a tracking page',
    tags: ['Public'],
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: { contentType: 'image/png', description: 'The render' } },
  }),
  calendarFeed: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/public/calendar/:file',
    summary: 'The shop’s private iCal feed (`<token>.ics`); 404 once revoked',
    tags: ['Public'],
    auth: 'none',
    request: { params: fileParam },
    responses: { 200: { contentType: 'text/calendar', description: 'The shop’s bookings as iCalendar (RFC 5545), in its time zone' } },
  }),
  trackingLink: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/booking/:id/tracking-link',
    summary: 'The customer’s tracking page link of a booking (made on first use)',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: idParam },
    responses: { 200: trackingLinkAnswer },
  }),
  setCarReady: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/booking/:id/ready',
    summary: 'Mark an in-progress job’s car ready for collection (or not ready)',
    tags: ['Bookings'],
    auth: 'bearer',
    request: { params: idParam, body: carReadyInput },
    responses: { 200: carReadyAnswer },
  }),
  getCalendarSettings: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/calendar',
    summary: 'The shop’s time zone and private calendar feed (the owner)',
    tags: ['Account'],
    auth: 'bearer',
    responses: { 200: calendarSettingsAnswer },
  }),
  updateCalendarSettings: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/calendar',
    summary: 'Set the shop’s time zone, or whether the feed names customers (the owner)',
    tags: ['Account'],
    auth: 'bearer',
    request: { body: calendarSettingsInput },
    responses: { 200: calendarSettingsAnswer },
  }),
  rotateCalendarFeed: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/calendar/feed',
    summary: 'A new private feed URL; the old one answers 404 from then on (the owner)',
    tags: ['Account'],
    auth: 'bearer',
    responses: { 200: calendarSettingsAnswer },
  }),
} as const;
