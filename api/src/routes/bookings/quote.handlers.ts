// A booking's quote as options and lines (issue 25 item 3): read, replaced, drafted and printed by the shop's staff.
// The booking decides who may (its area by status, decision 062); the lines are prices, so the Prices area too.
import { customerWords } from '../../i18n/customer/index.ts';
import { customerLocale } from '../../services/customer-language/index.ts';
import { quoteInWords } from '../../services/customer-language/words.ts';
import type { QuoteOptionsInput } from '@wrapsmith/core/contract';
import { invoiceCode, mulDivRound, QUOTE_MESSAGES } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { assertAccess } from '../../lib/auth.ts';
import { draftLinesFor, loadQuote, priceBookDraft, quotePdf, quoteSettings, quoteShop, replaceQuoteOptions } from '../../services/bookings/index.ts';
import { editableBooking, visibleBooking } from './bookings.handlers.ts';
import { toQuoteDto } from './quote-dto.ts';
import { shopAddressLines } from '../../services/addresses/index.ts';

async function pricedBooking(c: Context<AuthedEnv>, id: string, level: 'view' | 'edit') {
  const booking = level === 'edit' ? await editableBooking(c, id) : await visibleBooking(c, id);
  assertAccess(c.get('viewer'), level, 'prices');
  return booking;
}

export async function getQuote(c: Context<AuthedEnv>, id: string) {
  const booking = await pricedBooking(c, id, 'view');
  return c.json({ data: toQuoteDto(await loadQuote(c.get('deps').db, booking, c.get('viewer').shop)) });
}

export async function replaceQuote(c: Context<AuthedEnv>, id: string, input: QuoteOptionsInput) {
  const { db, now } = c.get('deps');
  const viewer = c.get('viewer');
  await pricedBooking(c, id, 'edit');
  await replaceQuoteOptions(db, viewer.scope, viewer.shop, id, input, now());
  const booking = await visibleBooking(c, id);
  return c.json({ data: toQuoteDto(await loadQuote(db, booking, viewer.shop)), message: QUOTE_MESSAGES.saved });
}

export async function draftLines(c: Context<AuthedEnv>, id: string, query: { film?: string | undefined; zones?: string | undefined }) {
  const booking = await pricedBooking(c, id, 'view');
  const settings = await quoteSettings(c.get('deps').db, c.get('viewer').shop);
  const zones = (query.zones ?? '').split(',').map((z) => z.trim()).filter(Boolean);
  const subject = { film: query.film ?? '', zones };
  const lines = (await priceBookDraft(c.get('deps').db, c.get('viewer').shop, booking, subject)) ?? draftLinesFor(booking, subject, settings);
  return c.json({ data: lines.map((line) => ({ ...line, lineAmount: mulDivRound(line.unitAmount, line.quantityMilli, 1000) })) });
}

export async function pdf(c: Context<AuthedEnv>, id: string) {
  const booking = await pricedBooking(c, id, 'view');
  const { db } = c.get('deps');
  const shop = c.get('viewer').shop;
  // The customer's document, in the customer's language (decision 100), whoever downloads it.
  const words = customerWords(await customerLocale(db, shop.id, booking));
  const bytes = await quotePdf(booking, { ...(await quoteShop(db, shop)), address: await shopAddressLines(db, shop.id) }, quoteInWords(words, await loadQuote(db, booking, shop)), words);
  return pdfResponse(bytes, `quote-${invoiceCode(booking.id)}.pdf`);
}

export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
