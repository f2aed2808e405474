// The quote request a visitor sends with their render: field rules (the same rules as core's widgetLeadInput, the
// API's contract, without shipping zod to every shop's page: lead-contract.test.ts feeds both the same table of
// inputs) and the payload of POST /widget/:key/leads.
import {
  isCalendarDay,
  LEAD_VEHICLE_BAD_TEXT,
  LEAD_VEHICLE_MESSAGES as V,
  LEAD_VEHICLE_TEXT_MAX,
  LEAD_VEHICLE_YEAR_MAX,
  LEAD_VEHICLE_YEAR_MIN,
} from '@wrapsmith/core/rules';
import type { LeadDesign, LeadPayload } from './api.ts';
import { WIDGET_MESSAGES as M, widgetLocale } from './messages.ts';

/**
 * The car group's words, shown only under a render of the visitor's own photo. Kept here rather than in
 * messages.ts, so they travel with the quote form's chunk instead of the first download (decision 047).
 */
export const VEHICLE_WORDS = {
  legend: 'Your car (optional)',
  hint: 'Which car is in your photo? Fill in all three, or leave them empty.',
  year: 'Year',
  make: 'Make',
  model: 'Model',
} as const;

export const VEHICLE_FIELDS = ['year', 'make', 'model'] as const;

export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  preferredDate: string;
  /** The car in a photo render, as the visitor types it: all three or none. */
  year: string;
  make: string;
  model: string;
  message: string;
  consent: boolean;
  /** The honeypot: hidden from people, filled in by bots. */
  website: string;
}

export type LeadField = Exclude<keyof LeadValues, 'website'>;
/** Each field's own error, and `vehicle` for a car given in part (said once, under the car group). */
export type LeadErrors = Partial<Record<LeadField | 'vehicle', string>>;

export const EMPTY_LEAD: LeadValues = { name: '', email: '', phone: '', preferredDate: '', year: '', make: '', model: '', message: '', consent: false, website: '' };

export const MESSAGE_MAX = 1000;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE = /^[+0-9 ()\-.]*$/;
const ANGLE = /[<>]/;

/** Today's date on the visitor's calendar as YYYY-MM-DD, the format of <input type="date">. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Field errors in form order; an empty object means the lead can be sent. */
export function validateLead(values: LeadValues, today: string): LeadErrors {
  const errors: LeadErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > 80) errors.name = M.nameTooLong;
  else if (ANGLE.test(name)) errors.name = M.noAngleBrackets(M.name);
  if (!email) errors.email = M.emailRequired;
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = M.emailInvalid;
  if (phone.length > 32) errors.phone = M.phoneTooLong;
  else if (!PHONE.test(phone)) errors.phone = M.phoneInvalid;
  if (values.preferredDate && (!isCalendarDay(values.preferredDate) || values.preferredDate < today)) {
    errors.preferredDate = M.dateInvalid;
  }
  const car = VEHICLE_FIELDS.map((field) => values[field].trim());
  if (car.some(Boolean)) {
    if (!car.every(Boolean)) errors.vehicle = V.allOrNone;
    const [year = '', make, model] = car;
    if (year && !(/^\d{4}$/.test(year) && +year >= LEAD_VEHICLE_YEAR_MIN && +year <= LEAD_VEHICLE_YEAR_MAX)) errors.year = V.year;
    for (const [field, label, text = ''] of [['make', VEHICLE_WORDS.make, make], ['model', VEHICLE_WORDS.model, model]] as const) {
      if (text.length > LEAD_VEHICLE_TEXT_MAX) errors[field] = V.tooLong(label);
      else if (LEAD_VEHICLE_BAD_TEXT.test(text)) errors[field] = V.plainText(label);
    }
  }
  if (values.message.length > MESSAGE_MAX) errors.message = M.messageTooLong;
  else if (ANGLE.test(values.message)) errors.message = M.noAngleBrackets('Message');
  if (!values.consent) errors.consent = M.consentRequired;
  return errors;
}

/**
 * Where a field's error is said: `field` under the field itself, `vehicle` under the car group (an empty field of a
 * car given in part), or undefined when the field is fine.
 */
export function errorPlace(errors: LeadErrors, values: LeadValues, field: LeadField): 'field' | 'vehicle' | undefined {
  if (errors[field]) return 'field';
  return errors.vehicle && (VEHICLE_FIELDS as readonly string[]).includes(field) && !String(values[field]).trim() ? 'vehicle' : undefined;
}

/** A filled honeypot means a bot: the form thanks it and sends nothing (the server checks the field as well). */
export function isLikelyBot(values: LeadValues): boolean {
  return values.website.trim() !== '';
}

export function toLeadPayload(
  values: LeadValues,
  context: { renderId: string | null; design?: LeadDesign | null; pageUrl: string; startedAt: number },
): LeadPayload {
  const phone = values.phone.trim();
  const message = values.message.trim();
  const year = values.year.trim();
  return {
    ...(context.renderId ? { renderId: context.renderId } : context.design ? { design: context.design } : {}),
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    ...(phone ? { phone } : {}),
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    ...(message ? { message } : {}),
    // validateLead let through all three or none.
    ...(year ? { vehicle: { year: Number(year), make: values.make.trim(), model: values.model.trim() } } : {}),
    consent: true,
    pageUrl: context.pageUrl,
    website: values.website,
    startedAt: context.startedAt,
    // The language the visitor reads the widget in: the shop's messages and pages to them use it (decision 100).
    locale: widgetLocale(),
  };
}
