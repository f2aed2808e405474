// The public API for Pro shops (issue 24 item 4, decision 077): what an API key may do (scopes) and which events a
// webhook endpoint may subscribe to. One list each, read by the API's checks, the dashboard's forms and docs/api.md.
// Zod-free (exported by ./rules too); the request contracts are in api-access.ts.

/**
 * What an API key may do, and the endpoints under /api/v1/user each scope opens (the API's key guard holds the
 * routes; anything else is refused to a key).
 */
export const API_SCOPES = {
  'leads:read': { label: 'Read leads', routes: 'GET /leads, GET /leads/:id' },
  'customers:read': { label: 'Read customers', routes: 'GET /customers, GET /customers/:id' },
  'bookings:read': { label: 'Read bookings', routes: 'GET /booking/all, GET /booking/days, GET /booking/:id' },
  'bookings:write': { label: 'Create and update bookings', routes: 'POST /booking (a booking), PUT /booking/:id, PATCH /booking/:id' },
  'quotes:write': { label: 'Send quotes', routes: 'POST /booking (isQuoted: true), POST /booking/:id/resend-quote' },
} as const satisfies Record<string, { label: string; routes: string }>;
export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_KEYS = Object.keys(API_SCOPES) as [ApiScope, ...ApiScope[]];

/** The start of every API key's secret, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ws_live_';

/**
 * Events a shop can subscribe to: the dashboard, the validation and the docs read only this list, so nothing shows
 * an event that cannot happen.
 */
export const WEBHOOK_EVENTS = {
  'lead.created': 'A new lead from your widget or share link (or a held lead you released)',
  'booking.created': 'A booking or quote was made',
  'booking.updated': 'A booking changed: its details, its status, or the customer’s answer to a quote',
  'quote.accepted': 'A customer accepted a quote from its link',
  'deposit.paid': 'A customer paid a quote’s deposit into your Stripe account (the booking is confirmed)',
  'render.created': 'A new render in the Studio, the widget or the share link',
} as const satisfies Record<string, string>;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_KEYS = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** API keys and webhooks come with the Pro plan (spec §9, "API access"). */
export const hasApiAccess = (planKey: string | null | undefined): boolean => planKey === 'pro';

export const API_ACCESS_MESSAGES = {
  planRequired: 'API keys and webhooks come with the Pro plan. Upgrade on the Subscription page.',
  ownerOnly: 'Only the shop owner can manage API keys and webhooks.',
  keyInvalid: 'This API key is not valid: it was revoked or never existed.',
  outOfScope: (scope: ApiScope) => `This API key does not have the ${scope} scope. Make a key with it under Settings → Developers.`,
  notForKeys: 'API keys cannot use this endpoint. See docs/api.md for the endpoints a key may call.',
  tooMany: 'Too many requests for this API key. Please wait before trying again.',
  keyNotFound: 'API key not found',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooManyKeys: (max: number) => `A shop can have up to ${max} live API keys. Revoke one you no longer use first.`,
  tooManyEndpoints: (max: number) => `A shop can have up to ${max} webhook endpoints. Delete one you no longer use first.`,
} as const;

export const MAX_API_KEYS = 20;
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** An API key as the owner sees it: never its secret, which only the answer that made it carries. */
export interface ApiKeyDto {
  _id: string;
  name: string;
  /** `ws_live_` and the secret's next four characters. */
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** POST /user/api-keys answers the key and its secret, once. */
export interface CreatedApiKeyDto {
  key: ApiKeyDto;
  secret: string;
}

export interface WebhookEndpointDto {
  _id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export type WebhookDeliveryStatusDto = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryDto {
  _id: string;
  /** The `webhook-id` header: the same on every attempt and on a redelivery. */
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatusDto;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** The body sent: `{ type, timestamp, data }`. */
  payload: unknown;
}
