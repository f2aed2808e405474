// Text messages in the dashboard and from Twilio (issue 26 item 1, decision 089): a customer's thread and replies from
// it, the shop's text log and country, and Twilio's two webhooks, each verified by its X-Twilio-Signature.
import { visibleBookingStatuses, paged, type PageQuery } from '@wrapsmith/core';
import type { SendTextInput, TextMessageDto, TextSettingsDto, TextSettingsInput } from '@wrapsmith/core/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { shops, textMessages, users, type TextMessageRow } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { ApiError, forbidden, notFound } from '../../lib/errors.ts';
import { findPerson } from '../../services/customers/customers.ts';
import { isPhoneCountry, normalisePhone, TextSendError } from '../../services/sms/index.ts';
import { applyStatus, receiveText } from '../../services/sms/inbound.ts';
import { shopTextingOf } from '../../services/sms/service.ts';
import { listShopTexts, threadOf } from '../../services/sms/threads.ts';
import { textStatusOf, validTwilioSignature } from '../../services/sms/twilio.ts';

export const TEXT_MESSAGES = {
  customerNotFound: 'Customer not found',
  noPhone: 'This customer has no phone number. Add one to their booking to text them.',
  invalidNumber: (phone: string, country: string) => `“${phone}” is not a phone number in ${country}. Correct it on their booking, or set your country under Settings → Texts.`,
  optedOut: 'This customer replied STOP: they get no texts from your shop until they text START.',
  notConfigured: 'Text messages are not available yet, so nothing was sent.',
  failed: (reason: string) => `The text could not be sent: ${reason}`,
  badCountry: 'Pick a country whose phone numbers Wrapsmith knows (two letters, e.g. US).',
  badSignature: 'Invalid Twilio signature',
} as const;

async function namesOf(c: Context<AuthedEnv>, rows: readonly TextMessageRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.sentByUserId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const found = await c.get('deps').db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}

function toTextDto(row: TextMessageRow, names: Map<string, string>): TextMessageDto {
  return {
    _id: row.id,
    direction: row.direction,
    phone: row.phone,
    body: row.body,
    tag: row.tag,
    provider: row.provider,
    status: row.status,
    error: row.error,
    customerId: row.customerId,
    sentBy: row.sentByUserId ? (names.get(row.sentByUserId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The person and their number in E.164 (null when none, or not a number in the shop's country). */
async function personOf(c: Context<AuthedEnv>, id: string) {
  const viewer = c.get('viewer');
  const db = c.get('deps').db;
  const found = await findPerson(db, viewer.scope, visibleBookingStatuses(viewer.permissions), id);
  if (!found) throw notFound(TEXT_MESSAGES.customerNotFound);
  // Read from the database, not the session's copy of the shop: the owner may just have changed it.
  const country = (await shopTextingOf(db, viewer.shop.id))?.country ?? 'US';
  const phone = found.person.phone ? normalisePhone(found.person.phone, country) : null;
  return { person: found.person, phone, country };
}

export async function getThread(c: Context<AuthedEnv>, id: string) {
  const { person, phone } = await personOf(c, id);
  const deps = c.get('deps');
  const thread = await threadOf(deps.db, c.get('viewer').scope, { phone, bookingIds: person.bookingIds });
  const names = await namesOf(c, thread.messages);
  c.header('Cache-Control', 'no-store');
  return c.json({
    data: { phone, rawPhone: person.phone, optedOut: thread.optedOut, mode: deps.env.textMode, messages: thread.messages.map((m) => toTextDto(m, names)) },
  });
}

export async function sendToCustomer(c: Context<AuthedEnv>, id: string, input: SendTextInput) {
  const { person, phone, country } = await personOf(c, id);
  if (!person.phone) throw new ApiError(409, 'TEXT_INVALID_NUMBER', TEXT_MESSAGES.noPhone);
  if (!phone) throw new ApiError(409, 'TEXT_INVALID_NUMBER', TEXT_MESSAGES.invalidNumber(person.phone, country));
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  let result;
  try {
    result = await deps.texts.send({ shopId: viewer.shop.id, to: phone, body: input.body, tag: 'thread', customerId: person.id, bookingId: person.bookingIds.at(-1) ?? null });
  } catch (error) {
    if (error instanceof TextSendError) throw new ApiError(502, 'TEXT_FAILED', TEXT_MESSAGES.failed(error.message));
    throw error;
  }
  if (result.status === 'refused') {
    if (result.reason === 'opted_out') throw new ApiError(409, 'TEXT_OPTED_OUT', TEXT_MESSAGES.optedOut);
    if (result.reason === 'invalid_number') throw new ApiError(409, 'TEXT_INVALID_NUMBER', TEXT_MESSAGES.invalidNumber(person.phone, country));
    throw new ApiError(503, 'TEXTS_UNAVAILABLE', TEXT_MESSAGES.notConfigured);
  }
  await deps.db.update(textMessages).set({ sentByUserId: viewer.user.id }).where(eq(textMessages.id, result.id));
  const [row] = await deps.db.select().from(textMessages).where(eq(textMessages.id, result.id));
  return c.json({ data: { message: toTextDto(row!, new Map([[viewer.user.id, `${viewer.user.firstName} ${viewer.user.lastName}`.trim()]])) } }, 201);
}

export async function listTexts(c: Context<AuthedEnv>, query: PageQuery) {
  const { rows, total } = await listShopTexts(c.get('deps').db, c.get('viewer').scope, query);
  const names = await namesOf(c, rows);
  return c.json(paged(rows.map((r) => toTextDto(r, names)), query, total));
}

async function settingsOf(c: Context<AuthedEnv>): Promise<TextSettingsDto> {
  const deps = c.get('deps');
  const texting = await shopTextingOf(deps.db, c.get('viewer').shop.id);
  return { country: texting?.country ?? 'US', senderNumber: texting?.number ?? null, mode: deps.env.textMode };
}

export async function getSettings(c: Context<AuthedEnv>) {
  return c.json({ data: await settingsOf(c) });
}

export async function updateSettings(c: Context<AuthedEnv>, input: TextSettingsInput) {
  if (!isPhoneCountry(input.country)) throw new ApiError(400, 'VALIDATION_FAILED', TEXT_MESSAGES.badCountry, { details: [{ path: 'country', message: TEXT_MESSAGES.badCountry }] });
  await c.get('deps').db.update(shops).set({ country: input.country }).where(eq(shops.id, c.get('viewer').shop.id));
  return c.json({ data: await settingsOf(c), message: 'Country saved' });
}

/**
 * The form fields of a Twilio webhook, once its X-Twilio-Signature is checked against the URL Twilio was given:
 * PUBLIC_URL (what Twilio sees behind a proxy), this path and its query. 403 and nothing written otherwise.
 */
async function verifiedTwilioForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const env = c.get('deps').env;
  if (env.textMode !== 'twilio' || !env.TWILIO_AUTH_TOKEN) throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  const body = await c.req.parseBody();
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params[key] = value;
  const url = `${publicUrl(env)}${c.req.path}${new URL(c.req.url).search}`;
  if (!validTwilioSignature(env.TWILIO_AUTH_TOKEN, c.req.header('x-twilio-signature'), url, params)) throw forbidden(TEXT_MESSAGES.badSignature);
  return params;
}

export async function twilioInbound(c: Context<AppEnv>) {
  const params = await verifiedTwilioForm(c);
  const deps = c.get('deps');
  const outcome = await receiveText(
    deps,
    {
      from: params.From ?? '',
      to: params.To ?? '',
      body: params.Body ?? '',
      messageSid: params.MessageSid ?? params.SmsSid ?? null,
      messagingServiceSid: params.MessagingServiceSid ?? null,
      optOutType: params.OptOutType ?? null,
    },
    { provider: 'twilio', pooledSender: deps.env.TWILIO_MESSAGING_SERVICE_SID ?? null },
  );
  if (outcome.outcome === 'no-shop') deps.log.warn(`[text] A text to ${params.To ?? '?'} belongs to no shop; it was not stored.`);
  return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { 'Content-Type': 'text/xml' });
}

export async function twilioStatus(c: Context<AppEnv>) {
  const params = await verifiedTwilioForm(c);
  const status = textStatusOf(params.MessageStatus ?? params.SmsStatus ?? '');
  const sid = params.MessageSid ?? params.SmsSid;
  const deps = c.get('deps');
  const outcome =
    status && sid ? await applyStatus(deps.db, deps.now, { textId: c.req.query('text') ?? null, messageSid: sid, status, errorCode: params.ErrorCode ?? null }) : 'ignored';
  return c.json({ data: { received: true as const, outcome } });
}

export async function devInbound(c: Context<AppEnv>, input: { shopId: string; from: string; body: string }) {
  const deps = c.get('deps');
  const result = await receiveText(deps, { from: input.from, to: '', body: input.body, messageSid: null }, { provider: 'outbox', shopId: input.shopId });
  return c.json({ data: { outcome: result.outcome } });
}
