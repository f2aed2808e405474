// Text messages (issue 26 item 1, decision 089): a customer's thread and a reply from it, the shop's text log and
// country (Settings → Texts), Twilio's webhooks, and the offline stand-in for a customer's reply (development only).
import * as z from 'zod/mini';
import { pageQuery } from '../lists.ts';
import { data, isoTime, nullable, route } from './route.ts';
import { idParam64, pagedDto } from './shared.ts';

export const TEXT_STATUSES = ['stored', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'received'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
/** Twilio's longest message: ten segments. */
export const TEXT_MAX_LENGTH = 1600;

export const textMessageDto = z.object({
  _id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  /** The customer's number, E.164. */
  phone: z.string(),
  body: z.string(),
  tag: z.string(),
  provider: z.enum(['outbox', 'twilio']),
  status: z.enum(TEXT_STATUSES),
  /** Why a text failed (Twilio's error), when it did. */
  error: nullable(z.string()),
  customerId: nullable(z.string()),
  /** Who typed it in the dashboard ("Ana Ruiz"), when staff did. */
  sentBy: nullable(z.string()),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type TextMessageDto = z.infer<typeof textMessageDto>;

export const textThreadDto = z.object({
  /** The customer's number in E.164; null when they have none, or it is not a phone number in the shop's country. */
  phone: nullable(z.string()),
  /** The number as the shop stored it. */
  rawPhone: nullable(z.string()),
  /** The number texted STOP: nothing more is sent until they text START. */
  optedOut: z.boolean(),
  /** How texts go: Twilio, the offline outbox (stored, never delivered), or not at all. */
  mode: z.enum(['twilio', 'offline', 'unavailable']),
  messages: z.array(textMessageDto),
});
export type TextThreadDto = z.infer<typeof textThreadDto>;

export const textSettingsDto = z.object({
  /** ISO 3166-1 alpha-2: how numbers typed without a country code are read. */
  country: z.string(),
  /** The shop's own sending number (E.164), assigned by the platform's operator; null: the shared pool or offline. */
  senderNumber: nullable(z.string()),
  mode: z.enum(['twilio', 'offline', 'unavailable']),
});
export type TextSettingsDto = z.infer<typeof textSettingsDto>;

export const sendTextInput = z.strictObject({
  body: z.string().check(z.trim(), z.minLength(1, 'Write a message'), z.maxLength(TEXT_MAX_LENGTH, `A text is at most ${TEXT_MAX_LENGTH} characters`)),
});
export type SendTextInput = z.infer<typeof sendTextInput>;

export const textSettingsInput = z.strictObject({
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Pick a country (two letters, e.g. US)')),
});
export type TextSettingsInput = z.infer<typeof textSettingsInput>;

export const devInboundTextInput = z.strictObject({
  shopId: z.string().check(z.minLength(1), z.maxLength(64)),
  from: z.string().check(z.minLength(1), z.maxLength(40)),
  body: z.string().check(z.maxLength(TEXT_MAX_LENGTH)),
});

const textListAnswer = pagedDto(textMessageDto);
const textThreadAnswer = data(textThreadDto);
const textSendAnswer = data(z.object({ message: textMessageDto }));
const textSettingsAnswer = data(textSettingsDto);
const twilioStatusAnswer = data(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'ignored']) }));
const devInboundAnswer = data(z.object({ outcome: z.enum(['stored', 'duplicate', 'no-shop']) }));

export const textAnswers = {
  list: textListAnswer,
  thread: textThreadAnswer,
  send: textSendAnswer,
  settings: textSettingsAnswer,
  updateSettings: textSettingsAnswer,
  twilioStatus: twilioStatusAnswer,
  devInbound: devInboundAnswer,
} as const;

export const textRoutes = {
  list: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/texts',
    summary: 'One page of the texts the shop sent and received, newest first (Settings → Texts)',
    tags: ['Texts'],
    auth: 'bearer',
    request: { query: pageQuery },
    responses: { 200: textListAnswer },
  }),
  settings: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/texts/settings',
    summary: 'The shop’s country for phone numbers, its sending number and how texts go',
    tags: ['Texts'],
    auth: 'bearer',
    responses: { 200: textSettingsAnswer },
  }),
  updateSettings: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/texts/settings',
    summary: 'Set the shop’s country for phone numbers (the owner)',
    tags: ['Texts'],
    auth: 'bearer',
    request: { body: textSettingsInput },
    responses: { 200: textSettingsAnswer },
  }),
  thread: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/customers/:id/texts',
    summary: 'A customer’s text thread: every text to and from their number, oldest first, and whether they opted out',
    tags: ['Texts'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: textThreadAnswer },
  }),
  send: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/customers/:id/texts',
    summary: 'Text a customer from their thread (whoever may edit customers); refused when they opted out',
    tags: ['Texts'],
    auth: 'bearer',
    request: { params: idParam64, body: sendTextInput },
    responses: { 201: textSendAnswer },
  }),
  twilioInbound: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/texts/twilio/inbound',
    summary: 'Twilio’s incoming-message webhook (form fields, signed with X-Twilio-Signature)',
    tags: ['Texts'],
    auth: 'twilio-signature',
    responses: { 200: { contentType: 'text/xml', description: 'An empty TwiML response: any answer is sent through the API.' } },
  }),
  twilioStatus: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/texts/twilio/status',
    summary: 'Twilio’s delivery reports of the texts sent (form fields, signed with X-Twilio-Signature)',
    tags: ['Texts'],
    auth: 'twilio-signature',
    responses: { 200: twilioStatusAnswer },
  }),
  devInbound: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/dev/texts/inbound',
    summary: 'A customer’s reply to a shop, as Twilio would bring it (development only: the offline outbox’s other half)',
    tags: ['Development'],
    auth: 'none',
    devOnly: true,
    request: { body: devInboundTextInput },
    responses: { 200: devInboundAnswer },
  }),
} as const;
