// What a shop tells its customers and itself, and how (issue 26 items 2 and 5, decision 090): the customer events,
// their default templates and placeholders, the shop alerts and their channels. Pure: the API renders messages with
// renderTemplate() and the dashboard's live preview renders the same templates with the same function.

/** The moments a customer hears from the shop, in the order a job goes through them. */
export const CUSTOMER_EVENTS = ['lead_received', 'quote_sent', 'quote_accepted', 'deposit_received', 'booking_confirmed', 'reminder', 'car_ready', 'completed'] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number];

export const NOTIFY_CHANNELS = ['email', 'text'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const CUSTOMER_EVENT_LABELS: Record<CustomerEvent, { title: string; when: string }> = {
  lead_received: { title: 'Quote request received', when: 'Right after a visitor asks for a quote from the widget or the share link' },
  quote_sent: { title: 'Quote sent', when: 'When you send a quote (the quote email itself, with its options and link, is always sent)' },
  quote_accepted: { title: 'Quote accepted', when: 'When the customer accepts a quote: what happens next' },
  deposit_received: { title: 'Deposit received', when: 'When the customer’s deposit is paid' },
  booking_confirmed: { title: 'Booking confirmed', when: 'When you book a customer in with a date (Book Now)' },
  reminder: { title: 'Reminder the day before', when: 'The day before the booking, at the reminder time below' },
  car_ready: { title: 'Car ready', when: 'When you mark the car ready for pick-up' },
  completed: { title: 'Job completed, review request', when: 'When the job is marked completed; asks for a review on your review link' },
};

/** The placeholders a template may use, each with what it becomes (the preview's sample in brackets). */
export const TEMPLATE_PLACEHOLDERS = {
  customerName: 'The customer’s first name (or full name)',
  shopName: 'Your shop’s name',
  shopPhone: 'Your shop’s phone number',
  vehicle: 'The vehicle, e.g. 2024 Toyota Camry',
  bookingDay: 'The booking day, e.g. Thursday, December 10, 2026',
  checkInTime: 'The check-in time, e.g. 09:00',
  trackingUrl: 'The customer’s tracking page',
  quoteUrl: 'The link to see and accept the quote',
  reviewUrl: 'Your review link (Settings → Notifications)',
  total: 'The quote’s total',
  deposit: 'The deposit paid',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export const TEMPLATE_PLACEHOLDER_NAMES = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];

/** What one event says by email (subject and body) and by text. */
export interface EventTemplate {
  email: boolean;
  text: boolean;
  subject: string;
  emailBody: string;
  textBody: string;
}

export const DEFAULT_EVENT_TEMPLATES: Record<CustomerEvent, EventTemplate> = {
  lead_received: {
    email: true,
    text: true,
    subject: 'We got your quote request, {customerName}',
    emailBody:
      'Hi {customerName},\n\nThanks for asking {shopName} about your {vehicle}. We have your request and the design you picked, and we will get back to you with a quote within one business day.\n\nQuestions in the meantime? Call us on {shopPhone} or just reply to this email.\n\n{shopName}',
    textBody: '{shopName}: thanks {customerName}, we got your quote request for your {vehicle} and will get back to you within one business day.',
  },
  quote_sent: {
    email: true,
    text: true,
    subject: 'Your quote from {shopName}',
    emailBody: '',
    textBody: '{shopName}: your quote for your {vehicle} is ready ({total}). See it and accept it here: {quoteUrl}',
  },
  quote_accepted: {
    email: true,
    text: false,
    subject: 'Thank you, {customerName}: here is what happens next',
    emailBody:
      'Hi {customerName},\n\nThank you for accepting our quote for your {vehicle} ({total}).\n\nWhat happens next: we order your film and confirm your booking day with you. The day before, we send you a reminder. Drop the car off clean, with an empty boot and no roof box; the wrap takes a few days, and we tell you the moment it is ready.\n\nFollow your job at any time: {trackingUrl}\n\n{shopName}',
    textBody: '{shopName}: thank you {customerName}! Your quote is accepted. We will confirm your booking day with you. Follow your job: {trackingUrl}',
  },
  deposit_received: {
    email: true,
    text: false,
    subject: 'Deposit received: your booking is confirmed',
    emailBody:
      'Hi {customerName},\n\nWe received your deposit of {deposit}. Your booking for your {vehicle} is confirmed for {bookingDay}.\n\nFollow your job at any time: {trackingUrl}\n\n{shopName}',
    textBody: '{shopName}: deposit of {deposit} received, your booking is confirmed for {bookingDay}. Follow your job: {trackingUrl}',
  },
  booking_confirmed: {
    email: true,
    text: false,
    subject: 'Your booking with {shopName}: {bookingDay}',
    emailBody:
      'Hi {customerName},\n\nYour {vehicle} is booked in with {shopName} on {bookingDay} at {checkInTime}. The calendar file is attached so you can add it to your calendar.\n\nFollow your job at any time: {trackingUrl}\n\nNeed to change the day? Call us on {shopPhone}.\n\n{shopName}',
    textBody: '{shopName}: your {vehicle} is booked in on {bookingDay} at {checkInTime}. Follow your job: {trackingUrl}',
  },
  reminder: {
    email: true,
    text: true,
    subject: 'Reminder: your {vehicle} is booked in tomorrow',
    emailBody:
      'Hi {customerName},\n\nA reminder that your {vehicle} is booked in with {shopName} tomorrow, {bookingDay}, at {checkInTime}.\n\nPlease bring it clean and with an empty boot. Can’t make it? Call us on {shopPhone}.\n\nFollow your job: {trackingUrl}\n\n{shopName}',
    textBody: '{shopName}: reminder, your {vehicle} is booked in tomorrow ({bookingDay}) at {checkInTime}. Can’t make it? Call {shopPhone}.',
  },
  car_ready: {
    email: true,
    text: true,
    subject: 'Your {vehicle} is ready',
    emailBody: 'Hi {customerName},\n\nGood news: your {vehicle} is ready to pick up from {shopName}.\n\nDetails and opening hours: {trackingUrl}\n\n{shopName}',
    textBody: '{shopName}: your {vehicle} is ready to pick up! Details: {trackingUrl}',
  },
  completed: {
    email: true,
    text: false,
    subject: 'Thank you from {shopName}',
    emailBody:
      'Hi {customerName},\n\nThank you for choosing {shopName} for your {vehicle}. We hope you love it.\n\nWould you leave us a review? It takes a minute and helps a small shop a lot: {reviewUrl}\n\nWash it by hand for the first two weeks, and call us on {shopPhone} with any question.\n\n{shopName}',
    textBody: '{shopName}: thank you for choosing us, {customerName}! Would you leave us a review? {reviewUrl}',
  },
};

/** The shop's own alerts (item 5) and where each goes. */
export const SHOP_ALERTS = ['new_lead', 'quote_accepted', 'deposit_paid', 'low_credits'] as const;
export type ShopAlert = (typeof SHOP_ALERTS)[number];
export const SHOP_ALERT_CHANNELS = ['email', 'inApp', 'text'] as const;
export type ShopAlertChannel = (typeof SHOP_ALERT_CHANNELS)[number];
export type ShopAlertSwitches = Record<ShopAlertChannel, boolean>;

export const SHOP_ALERT_LABELS: Record<ShopAlert, string> = {
  new_lead: 'A new lead',
  quote_accepted: 'A quote accepted or rejected',
  deposit_paid: 'A deposit paid',
  low_credits: 'Credits low or out',
};

export const DEFAULT_SHOP_ALERTS: Record<ShopAlert, ShopAlertSwitches> = {
  new_lead: { email: true, inApp: true, text: false },
  quote_accepted: { email: true, inApp: true, text: true },
  deposit_paid: { email: true, inApp: true, text: true },
  low_credits: { email: true, inApp: true, text: false },
};

/** A shop's notification settings, whole (what GET answers and PUT takes). */
export interface NotificationSettings {
  events: Record<CustomerEvent, EventTemplate>;
  /** "HH:MM" in `timeZone`: when the day-before reminder goes. */
  reminderTime: string;
  /** IANA time zone of the shop (the reminder's clock). */
  timeZone: string;
  /** Where the completed job's review request points (Google, Facebook …); null: the line with {reviewUrl} is left out. */
  reviewUrl: string | null;
  alerts: Record<ShopAlert, ShopAlertSwitches>;
}

export const DEFAULT_REMINDER_TIME = '17:00';
export const DEFAULT_TIME_ZONE = 'America/New_York';

export function defaultNotificationSettings(): NotificationSettings {
  return {
    events: Object.fromEntries(CUSTOMER_EVENTS.map((e) => [e, { ...DEFAULT_EVENT_TEMPLATES[e] }])) as Record<CustomerEvent, EventTemplate>,
    reminderTime: DEFAULT_REMINDER_TIME,
    timeZone: DEFAULT_TIME_ZONE,
    reviewUrl: null,
    alerts: Object.fromEntries(SHOP_ALERTS.map((a) => [a, { ...DEFAULT_SHOP_ALERTS[a] }])) as Record<ShopAlert, ShopAlertSwitches>,
  };
}

/** Stored settings over the defaults: an event or alert the shop never saved (or added later) takes its default. */
export function withDefaults(stored: Partial<NotificationSettings> | null | undefined): NotificationSettings {
  const base = defaultNotificationSettings();
  if (!stored) return base;
  for (const e of CUSTOMER_EVENTS) if (stored.events?.[e]) base.events[e] = { ...base.events[e], ...stored.events[e] };
  for (const a of SHOP_ALERTS) if (stored.alerts?.[a]) base.alerts[a] = { ...base.alerts[a], ...stored.alerts[a] };
  return {
    ...base,
    reminderTime: stored.reminderTime ?? base.reminderTime,
    timeZone: stored.timeZone ?? base.timeZone,
    reviewUrl: stored.reviewUrl === undefined ? base.reviewUrl : stored.reviewUrl,
  };
}

/** `{name}` placeholders a template uses that do not exist (a typo such as {custmerName}). */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !(TEMPLATE_PLACEHOLDER_NAMES as string[]).includes(n)))];
}

export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null>>;

/**
 * Fills a template's placeholders. A line whose placeholder has no value (no review link, no booking day yet) is
 * left out whole, so a message never says "leave us a review: " with nothing after it; blank lines do not pile up.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  const out: string[] = [];
  for (const line of template.split('\n')) {
    let missing = false;
    const filled = line.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
      if (!(TEMPLATE_PLACEHOLDER_NAMES as string[]).includes(name)) return whole;
      const value = values[name as TemplatePlaceholder];
      if (value === null || value === undefined || value === '') missing = true;
      return value ?? '';
    });
    if (missing) continue;
    if (filled.trim() === '' && (out.length === 0 || out.at(-1)?.trim() === '')) continue;
    out.push(filled);
  }
  while (out.length > 0 && out.at(-1)?.trim() === '') out.pop();
  return out.join('\n');
}

/** What the dashboard's preview fills templates with. */
export const PREVIEW_VALUES: Record<TemplatePlaceholder, string> = {
  customerName: 'Jordan',
  shopName: 'Your shop',
  shopPhone: '(555) 010-0199',
  vehicle: '2024 Toyota Camry',
  bookingDay: 'Thursday, December 10, 2026',
  checkInTime: '09:00',
  trackingUrl: 'https://example.com/track/…',
  quoteUrl: 'https://example.com/confirm-booking?token=…',
  reviewUrl: 'https://g.page/r/your-shop/review',
  total: '$3,200.00',
  deposit: '$500.00',
};

/** A text message's length in segments (160 GSM characters, 153 each when split; 70/67 with other characters). */
export function textSegments(body: string): number {
  const gsm = /^[\x20-\x7E\n\r£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¡ÄÖÑÜ§¿äöñüà€]*$/.test(body);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / multi);
}

/** "HH:MM", 00:00–23:59. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const NOTIFY_MESSAGES = {
  saved: 'Notification settings saved',
  unknownPlaceholder: (names: string[]) => `Unknown placeholder ${names.map((n) => `{${n}}`).join(', ')}: use one of ${TEMPLATE_PLACEHOLDER_NAMES.map((n) => `{${n}}`).join(', ')}`,
  badTimeZone: 'Pick a time zone from the list',
  badReviewUrl: 'The review link must start with https:// or http://',
  emptyTemplate: 'A message that is switched on cannot be empty',
} as const;
