// The quote request a visitor sends with their render: field rules (the same limits as core's field schemas,
// without shipping zod to every shop's page) and the payload of POST /widget/:key/leads.
import type { LeadPayload } from './api.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';

export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  preferredDate: string;
  message: string;
  consent: boolean;
  /** The honeypot: hidden from people, filled in by bots. */
  website: string;
}

export type LeadField = Exclude<keyof LeadValues, 'website'>;
export type LeadErrors = Partial<Record<LeadField, string>>;

export const EMPTY_LEAD: LeadValues = { name: '', email: '', phone: '', preferredDate: '', message: '', consent: false, website: '' };

export const MESSAGE_MAX = 1000;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE = /^[+0-9 ()\-.]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
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
  if (values.preferredDate && (!ISO_DATE.test(values.preferredDate) || values.preferredDate < today)) {
    errors.preferredDate = M.dateInvalid;
  }
  if (values.message.length > MESSAGE_MAX) errors.message = M.messageTooLong;
  else if (ANGLE.test(values.message)) errors.message = M.noAngleBrackets('Message');
  if (!values.consent) errors.consent = M.consentRequired;
  return errors;
}

/** A filled honeypot means a bot: the form thanks it and sends nothing (the server checks the field as well). */
export function isLikelyBot(values: LeadValues): boolean {
  return values.website.trim() !== '';
}

export function toLeadPayload(
  values: LeadValues,
  context: { renderId: string; pageUrl: string; startedAt: number },
): LeadPayload {
  const phone = values.phone.trim();
  const message = values.message.trim();
  return {
    renderId: context.renderId,
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    ...(phone ? { phone } : {}),
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    ...(message ? { message } : {}),
    consent: true,
    pageUrl: context.pageUrl,
    website: values.website,
    startedAt: context.startedAt,
  };
}
