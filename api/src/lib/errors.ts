// One error type for request errors and one handler that turns every error into { error: { message, code } }.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SERVER_ERROR_MESSAGES as E } from '@wrapsmith/core';
import { requestLocale, translateServerMessage } from '@wrapsmith/core/i18n/server';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'NO_CREDITS'
  | 'ENGINE_UNAVAILABLE'
  | 'RENDER_FAILED'
  | 'UNSUPPORTED_MEDIA'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_KEY'
  | 'ORIGIN_NOT_ALLOWED'
  | 'PLAN_REQUIRED'
  | 'SEATS_FULL'
  | 'PLAN_LIMIT'
  | 'QUOTE_EXPIRED'
  | 'LINK_EXPIRED'
  | 'INVITE_INVALID'
  | 'INVITE_EXPIRED'
  | 'INVITE_USED'
  | 'INVITE_REVOKED'
  | 'BILLING_UNAVAILABLE'
  | 'SERVICE_BUSY'
  | 'SERVICE_UNAVAILABLE'
  | 'STORAGE_FULL'
  | 'WRONG_PASSWORD'
  | 'STORAGE_UNAVAILABLE'
  | 'SHARE_LINK_OFF'
  | 'CHALLENGE_REQUIRED'
  | 'CHALLENGE_FAILED'
  | 'TEXT_OPTED_OUT'
  | 'TEXT_INVALID_NUMBER'
  | 'TEXTS_UNAVAILABLE'
  | 'TEXT_FAILED'
  | 'INTERNAL';

export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  readonly details: unknown;
  /** Sent as Retry-After: for a 429 or 503 whose wait is known where the error is made, far from the handler. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { cause?: unknown; details?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(status, { message, cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, 'BAD_REQUEST', message, { details });
export const unauthorized = (message: string = E.logIn) => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = E.forbidden) => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message: string = E.notFound) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string = E.tooManyRequests) =>
  new ApiError(429, 'RATE_LIMITED', message);

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** True when `error` (or what it wraps: drizzle wraps driver errors) is SQLite saying another connection holds the lock. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
  }
  return false;
}

/**
 * PostgreSQL is down, restarting, or out of connections (decision 071): connection refused or reset, the server
 * shutting down (57P01 admin, 57P02 crash), not accepting connections yet (57P03), too many clients (53300, 53000),
 * a connection failure (08xxx), or the pool giving up waiting for a connection (its connection timeout).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', '57P01', '57P02', '57P03', '53300', '53000'].includes(code)) return true;
      if (/^08/.test(code)) return true;
    }
    if (/timeout exceeded when trying to connect|Connection terminated (unexpectedly|due to connection timeout)|Client has encountered a connection error|Cannot use a pool after calling end/.test(e.message)) return true;
  }
  return false;
}

/** SQLite could not write: its disk (or the database's size limit) is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC') return true;
  }
  return false;
}

/** A unique constraint refused the write, on either engine (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return true;
  }
  return false;
}

export const DATABASE_BUSY_MESSAGE = E.databaseBusy;
export const DATABASE_UNAVAILABLE_MESSAGE = E.databaseUnavailable;
export const STORAGE_FULL_MESSAGE = E.storageFull;
/** Seconds a client is asked to wait when the database is unreachable: long enough for a restart or a failover. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

export function errorBody(message: string, code: ErrorCode, details?: unknown) {
  return { error: details === undefined ? { message, code } : { message, code, details } };
}

/**
 * The error in the language the request prefers (issue 28 item 1, decision 103): `Accept-Language`, which the
 * dashboard sets to the language it shows. Core's fixed messages have their words in every language we ship; any
 * other message (one with a value in it) stays English. `code` never changes, so clients branch on it.
 */
function spoken(c: Context, body: ReturnType<typeof errorBody>) {
  const locale = requestLocale(c.req.header('accept-language'));
  c.header('Content-Language', locale);
  if (locale === 'en') return body;
  const { error } = body;
  const details = Array.isArray(error.details)
    ? error.details.map((d: unknown) => (d && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string' ? { ...d, message: translateServerMessage(locale, (d as { message: string }).message) } : d))
    : error.details;
  return { error: { ...error, message: translateServerMessage(locale, error.message), ...(details === undefined ? {} : { details }) } };
}

export function onError(log: (msg: string, err: unknown) => void): ErrorHandler {
  return function handleError(err: Error, c: Context) {
    const json = (body: ReturnType<typeof errorBody>, status: ContentfulStatusCode) => c.json(spoken(c, body), status);
    // A 413 leaves the rest of the body unread, and the server then drops the socket: say so, or a keep-alive
    // client sends its next request down a connection that is about to close ("socket hang up").
    if (err instanceof HTTPException && err.status === 413) c.header('Connection', 'close');
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
      return json(errorBody(err.message, err.code, err.details), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
      const message = status === 413 ? E.bodyTooLarge : err.message || 'Request failed';
      return json(errorBody(message, code), status);
    }
    if (isDatabaseBusy(err)) {
      c.header('Retry-After', '1');
      return json(errorBody(DATABASE_BUSY_MESSAGE, 'SERVICE_BUSY'), 503);
    }
    if (isDatabaseUnavailable(err)) {
      log(`Database unavailable on ${c.req.method} ${c.req.path}: answered 503`, err);
      c.header('Retry-After', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
      return json(errorBody(DATABASE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'), 503);
    }
    if (isStorageFull(err)) {
      log(`Storage full on ${c.req.method} ${c.req.path}: answered 507`, err);
      return json(errorBody(STORAGE_FULL_MESSAGE, 'STORAGE_FULL'), 507);
    }
    log(`Unhandled error on ${c.req.method} ${c.req.path}`, err);
    return json(errorBody(E.internal, 'INTERNAL'), 500);
  };
}

export const onNotFound: NotFoundHandler = function handleNotFound(c) {
  return c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`, 'NOT_FOUND'), 404);
};
