// The quote's text message (issue 26 item 2): the quote email is sent by sendQuote as before; its text is a job like
// every message, which the request that sent the quote then runs at once, so the Quote Sent popup names the phone
// only when the text really went (the job was claimed here and the text service took it).
import type { Booking } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { sha256 } from '../../lib/crypto.ts';
import { emitCustomerEvent } from './emit.ts';
import { runDueNotifyJobs } from './worker.ts';

/** Enqueues and sends the quote's text; the number it went to, or null (switched off, no phone, refused, failing). */
export async function sendQuoteText(deps: Pick<AppDeps, 'db' | 'env' | 'log' | 'now' | 'email' | 'texts'>, booking: Booking, token: string, at: Date): Promise<string | null> {
  const quoteUrl = `${publicUrl(deps.env)}/confirm-booking?token=${token}`;
  const jobs = await emitCustomerEvent(deps.db, { shopId: booking.shopId, bookingId: booking.id, event: 'quote_sent', at, payload: { quoteUrl }, occurrence: sha256(token).slice(0, 16) });
  if (jobs.length === 0) return null;
  const done = await runDueNotifyJobs(deps, { ids: jobs.map((j) => j.id) });
  return done.find((j) => j.channel === 'text' && j.status === 'sent')?.sentTo ?? null;
}
