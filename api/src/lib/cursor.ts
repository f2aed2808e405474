// Keyset cursors of the bookings and leads lists (issue 23 item 19, decision 072): the last row's list key, base64url
// so callers treat it as opaque. A cursor only says where in the order to go on; the shop scope and the filters of
// the request decide which rows, so a cursor from another shop or list finds nothing it should not.
import { CURSOR_MESSAGES } from '@wrapsmith/core';
import { badRequest } from './errors.ts';

const encode = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

function decode(cursor: string, kind: string, shape: RegExp): RegExpExecArray {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = text.startsWith(`${kind}.`) ? shape.exec(text.slice(kind.length + 1)) : null;
  if (!match) throw badRequest(CURSOR_MESSAGES.invalid);
  return match;
}

/** bookings.list_key: booking date, check-in time (each '~' when missing), creation as 15 digits, id. */
const BOOKING_KEY = /^(?:\d{4}-\d{2}-\d{2}|~) (?:\d{2}:\d{2}|~) \d{15} [A-Za-z0-9_-]{1,64}$/;

export const bookingCursor = {
  encode: (listKey: string): string => encode(`b.${listKey}`),
  /** The list key to continue after; 400 when the text is not a bookings cursor. */
  decode: (cursor: string): string => decode(cursor, 'b', BOOKING_KEY)[0],
};

/** Leads are listed newest first by (created_at, id). */
const LEAD_KEY = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

export const leadCursor = {
  encode: (lead: { createdAt: Date; id: string }): string => encode(`l.${lead.createdAt.getTime()}.${lead.id}`),
  decode: (cursor: string): { createdAt: Date; id: string } => {
    const [, ms, id] = decode(cursor, 'l', LEAD_KEY);
    return { createdAt: new Date(Number(ms)), id: id! };
  },
};
