// Settings → Notifications (issue 26 items 2 and 5, decision 090): what the shop's customers are sent per event and
// by which channel, the templates, the reminder time, the review link, and the shop's own alerts.
import * as z from 'zod/mini';
import { CUSTOMER_EVENTS, NOTIFY_CHANNELS, SHOP_ALERTS, TEMPLATE_PLACEHOLDER_NAMES } from '../customer-notify.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { notificationSettingsInput } from '../notify-inputs.ts';
import { data, isoTime, nullable, route } from './route.ts';

const eventTemplateDto = z.object({ email: z.boolean(), text: z.boolean(), subject: z.string(), emailBody: z.string(), textBody: z.string() });
const alertSwitchesDto = z.object({ email: z.boolean(), inApp: z.boolean(), text: z.boolean() });

const previewTemplateDto = z.object({ subject: z.string(), emailBody: z.string(), textBody: z.string() });

/**
 * The live preview's words in one of the shop's languages (decision 100's update): a template still equal to the
 * English default is sent in the customer's language, so the preview shows that language's default and its
 * example values (a day, a time, an amount written that language's way).
 */
export const notificationPreviewDto = z.object({
  /** The language previewed: the `locale` asked for, else the shop's first language. */
  locale: z.enum(SUPPORTED_LOCALES),
  /** The languages the shop's customers may read (its widget's), first the default; English when it has none. */
  languages: z.array(z.enum(SUPPORTED_LOCALES)),
  /** Each event's default template in that language (quote_sent has no email body: ''). */
  defaults: z.record(z.enum(CUSTOMER_EVENTS), previewTemplateDto),
  /** Example values for the placeholders, written in that language (shopName and reviewUrl come from the form). */
  values: z.record(z.enum(TEMPLATE_PLACEHOLDER_NAMES as [string, ...string[]]), z.string()),
});
export type NotificationPreviewDto = z.infer<typeof notificationPreviewDto>;

export const notificationSettingsDto = z.object({
  events: z.record(z.enum(CUSTOMER_EVENTS), eventTemplateDto),
  reminderTime: z.string(),
  timeZone: z.string(),
  reviewUrl: nullable(z.string()),
  alerts: z.record(z.enum(SHOP_ALERTS), alertSwitchesDto),
  /** The owner's phone for text alerts (Profile), null when not set: text alerts then go nowhere. */
  ownerPhone: nullable(z.string()),
  preview: notificationPreviewDto,
});
export type NotificationSettingsDto = z.infer<typeof notificationSettingsDto>;

/** One message sent (or being sent) to a customer or the owner: what the dashboard says was really sent. */
export const notifyJobDto = z.object({
  id: z.string(),
  bookingId: nullable(z.string()),
  event: z.string(),
  channel: z.enum(NOTIFY_CHANNELS),
  to: nullable(z.string()),
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  detail: nullable(z.string()),
  dueAt: isoTime,
  sentAt: nullable(isoTime),
});
export type NotifyJobDto = z.infer<typeof notifyJobDto>;

export const notifySettingsRoutes = {
  get: route({
    method: 'get',
    path: '/api/v1/user/notification-settings',
    summary: 'What the shop’s customers are sent per event (email, text), the templates, and the shop’s own alerts',
    tags: ['Notifications'],
    auth: 'bearer',
    /** `locale`: the language of the answer's `preview` (one of the five; 400 otherwise), by default the shop's first. */
    request: { query: z.object({ locale: z.optional(z.enum(SUPPORTED_LOCALES, { error: `locale must be one of ${SUPPORTED_LOCALES.join(', ')}` })) }) },
    responses: { 200: data(notificationSettingsDto) },
  }),
  put: route({
    method: 'put',
    path: '/api/v1/user/notification-settings',
    summary: 'Save the customer notifications and shop alerts (owner, or a role that edits settings)',
    tags: ['Notifications'],
    auth: 'bearer',
    request: { body: notificationSettingsInput },
    responses: { 200: data(notificationSettingsDto) },
  }),
  bookingMessages: route({
    method: 'get',
    path: '/api/v1/user/booking/:id/messages',
    summary: 'The messages sent (or waiting) to a booking’s customer: channel, address, status',
    tags: ['Notifications'],
    auth: 'bearer',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: data(z.array(notifyJobDto)) },
  }),
} as const;
