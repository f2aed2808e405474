// Why a widget call failed, in codes the host page can react to (the `wrapsmith:error` event) and words a
// visitor understands. Server codes win over HTTP statuses, so a 403 that says ORIGIN_NOT_ALLOWED stays that.
import { HttpFailure, VisualizerError } from '@wrapsmith/visualizer/failures';
import { WIDGET_MESSAGES as M } from './messages.ts';

export type WidgetErrorCode =
  | 'NO_CREDITS'
  | 'RATE_LIMITED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'NETWORK'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'UNEXPECTED';

export interface WidgetFailure {
  code: WidgetErrorCode;
  /** The server's own words, when it gave some (validation messages are worth showing as they are). */
  serverMessage: string;
  /** A RATE_LIMITED answer of the visitor's daily limit: seconds until it lets them render again (Retry-After). */
  dailyLimitResetsIn?: number | null;
  /** The server's words are the whole story (the shop's daily cap reached, its share link switched off): say them. */
  sayServerMessage?: boolean;
}

const SERVER_CODES: Record<string, WidgetErrorCode> = {
  NO_CREDITS: 'NO_CREDITS',
  RATE_LIMITED: 'RATE_LIMITED',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_KEY: 'NOT_FOUND',
  SHARE_LINK_OFF: 'NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION',
  VALIDATION: 'VALIDATION',
};

const STATUS_CODES: Partial<Record<number, WidgetErrorCode>> = {
  400: 'VALIDATION',
  402: 'NO_CREDITS',
  401: 'NOT_FOUND',
  403: 'ORIGIN_NOT_ALLOWED',
  404: 'NOT_FOUND',
  // A photo too large or not an image: the server's words say which.
  413: 'VALIDATION',
  415: 'VALIDATION',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

function fromHttp(failure: HttpFailure): WidgetFailure {
  const body = failure.body as { error?: { code?: unknown; message?: unknown; details?: { limit?: unknown; retryAfter?: unknown } } } | null;
  const serverCode = typeof body?.error?.code === 'string' ? body.error.code : '';
  const serverMessage = typeof body?.error?.message === 'string' ? body.error.message : '';
  const details = body?.error?.details;
  const resetsIn = details?.limit === 'visitor' ? (typeof details.retryAfter === 'number' ? details.retryAfter : retryAfterOf(failure)) : undefined;
  const say = Boolean(serverMessage) && (details?.limit === 'daily' || serverCode === 'SHARE_LINK_OFF');
  return {
    code: SERVER_CODES[serverCode] ?? STATUS_CODES[failure.status] ?? 'UNEXPECTED',
    serverMessage,
    ...(resetsIn !== undefined ? { dailyLimitResetsIn: resetsIn } : {}),
    ...(say ? { sayServerMessage: true } : {}),
  };
}

function retryAfterOf(failure: HttpFailure): number | null {
  const seconds = Number(failure.retryAfter);
  return failure.retryAfter && Number.isFinite(seconds) ? seconds : null;
}

/**
 * When the visitor's daily limit lets them render again, in their own clock: "today at 3:42 PM", "tomorrow at
 * 9:15 AM", or "tomorrow" when the time is unknown.
 */
export function resetTime(seconds: number | null, now = new Date()): string {
  if (seconds === null) return M.tomorrow;
  const at = new Date(now.getTime() + seconds * 1000);
  const time = at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return at.toDateString() === now.toDateString() ? M.todayAt(time) : M.tomorrowAt(time);
}

export function toWidgetFailure(error: unknown): WidgetFailure {
  if (error instanceof HttpFailure) return fromHttp(error);
  if (error instanceof VisualizerError) {
    if (error.cause instanceof HttpFailure) return fromHttp(error.cause);
    if (error.code === 'NETWORK') return { code: 'NETWORK', serverMessage: '' };
    if (error.code === 'NO_CREDITS' || error.code === 'RATE_LIMITED') return { code: error.code, serverMessage: error.message };
    return { code: 'UNEXPECTED', serverMessage: error.message };
  }
  return { code: error instanceof TypeError ? 'NETWORK' : 'UNEXPECTED', serverMessage: '' };
}

/** What the visitor reads. `shop` is the shop's display name, or null when the config never loaded. */
export function friendlyMessage(failure: WidgetFailure, shop: string | null): string {
  const name = shop ?? M.theShop;
  if (failure.sayServerMessage && failure.serverMessage) return failure.serverMessage;
  switch (failure.code) {
    case 'NO_CREDITS':
      return M.noCredits(name);
    case 'RATE_LIMITED':
      return failure.dailyLimitResetsIn !== undefined ? M.dailyLimit(resetTime(failure.dailyLimitResetsIn), name) : M.rateLimited(name);
    case 'ORIGIN_NOT_ALLOWED':
      return M.originNotAllowed;
    case 'NETWORK':
      return M.network;
    case 'NOT_FOUND':
      return M.unknownKey;
    case 'VALIDATION':
      return failure.serverMessage || M.unexpected(name);
    case 'UNEXPECTED':
      return M.unexpected(name);
  }
}
