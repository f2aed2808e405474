// Request bodies of "Book with a deposit" (issue 25 item 6, decision 088). The widget's request takes the lead
// form's fields and rules (name, email, consent, pageUrl, the honeypot) plus the mode and, for a deposit, the day.
import * as z from 'zod/mini';
import { isCalendarDay } from './booking-rules.ts';
import { emailField, nameField, phoneField } from './fields.ts';
import { WIDGET_BOOKING_MESSAGES, WIDGET_BOOKING_MODES } from './widget-booking.ts';
import { LEAD_CONSENT_REQUIRED } from './lead-vehicle-rules.ts';

/** The runtime's WHATWG URL (every runtime that loads core has it; core's lib list has no DOM). */
declare const URL: { canParse(url: string): boolean };

export const widgetBookingRequestInput = z.strictObject({
  /** The render the request is for: its vehicle, film and zones are what the quote is drafted for. */
  renderId: z
    .string({ error: WIDGET_BOOKING_MESSAGES.noPicture })
    .check(z.trim(), z.minLength(1, WIDGET_BOOKING_MESSAGES.noPicture), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid renderId')),
  mode: z.enum(WIDGET_BOOKING_MODES, { error: `mode must be ${WIDGET_BOOKING_MODES.join(' or ')}` }),
  name: nameField('Name'),
  email: emailField,
  phone: z.optional(phoneField),
  /** deposit_now only: YYYY-MM-DD, from tomorrow in the shop's day. */
  requestedDay: z.optional(z.string().check(z.trim(), z.refine((v) => isCalendarDay(v), WIDGET_BOOKING_MESSAGES.dayNeeded))),
  consent: z.literal(true, { error: LEAD_CONSENT_REQUIRED }),
  pageUrl: z
    .string({ error: 'pageUrl is required' })
    .check(
      z.trim(),
      z.maxLength(2000, 'pageUrl is too long'),
      z.refine((v) => !/[<>]/.test(v) && /^https?:\/\//i.test(v) && URL.canParse(v), 'pageUrl must be the http(s) address of the page'),
    ),
  /** The honeypot: people never see it, so it is empty. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /** The language the widget speaks to the visitor (decision 095): one of SUPPORTED_LOCALES, anything else ignored (decision 100). */
  locale: z.optional(z.string().check(z.maxLength(35))),
});
export type WidgetBookingRequestInput = z.infer<typeof widgetBookingRequestInput>;

export const widgetBookingSettingsInput = z.strictObject({
  mode: z.enum(WIDGET_BOOKING_MODES, { error: `mode must be ${WIDGET_BOOKING_MODES.join(' or ')}` }),
});
export type WidgetBookingSettingsInput = z.infer<typeof widgetBookingSettingsInput>;
