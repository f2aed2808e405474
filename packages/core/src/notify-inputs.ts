// Request schema of PUT /user/notification-settings (issue 26 items 2 and 5, decision 090): every customer event's
// switches and templates, the reminder time and time zone, the review link and the shop's alert switches. zod/mini
// like the other input schemas; the contract (contract/notify.ts) declares it and the API validates with it.
import * as z from 'zod/mini';
import { CUSTOMER_EVENTS, NOTIFY_MESSAGES, REMINDER_TIME_PATTERN, SHOP_ALERTS, unknownPlaceholders } from './customer-notify.ts';

const template = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string().check(
    z.maxLength(max, `A message can be at most ${max} characters`),
    z.superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: NOTIFY_MESSAGES.unknownPlaceholder(unknown) });
    }),
  );

const eventTemplate = z.strictObject({
  email: z.boolean(),
  text: z.boolean(),
  subject: template(200),
  emailBody: template(5000),
  textBody: template(640),
});

const alertSwitches = z.strictObject({ email: z.boolean(), inApp: z.boolean(), text: z.boolean() });

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const notificationSettingsInput = z
  .strictObject({
    events: z.strictObject(Object.fromEntries(CUSTOMER_EVENTS.map((e) => [e, eventTemplate])) as Record<(typeof CUSTOMER_EVENTS)[number], typeof eventTemplate>),
    reminderTime: z.string().check(z.regex(REMINDER_TIME_PATTERN, 'The reminder time must be HH:MM, 00:00 to 23:59')),
    timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, NOTIFY_MESSAGES.badTimeZone)),
    reviewUrl: z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(500), z.refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), NOTIFY_MESSAGES.badReviewUrl)),
        z.transform((v: string) => (v === '' ? null : v)),
      ),
    ),
    alerts: z.strictObject(Object.fromEntries(SHOP_ALERTS.map((a) => [a, alertSwitches])) as Record<(typeof SHOP_ALERTS)[number], typeof alertSwitches>),
  })
  .check(
    z.superRefine((s, ctx) => {
    for (const e of CUSTOMER_EVENTS) {
      const t = s.events[e];
      // The quote email is the quote itself (always sent); the other emails and texts need words when switched on.
      if (t.email && e !== 'quote_sent' && (t.subject.trim() === '' || t.emailBody.trim() === '')) ctx.addIssue({ code: 'custom', message: NOTIFY_MESSAGES.emptyTemplate, path: ['events', e, 'emailBody'] });
      if (t.text && t.textBody.trim() === '') ctx.addIssue({ code: 'custom', message: NOTIFY_MESSAGES.emptyTemplate, path: ['events', e, 'textBody'] });
    }
    }),
  );
export type NotificationSettingsInput = z.output<typeof notificationSettingsInput>;
