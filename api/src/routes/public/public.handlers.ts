// Routes anyone may call: country and city lists, the contact form, and the customer's quote page (the token in
// the emailed link is the only key: no session).
import { customerWords } from '../../i18n/customer/index.ts';
import { customerLocale } from '../../services/customer-language/index.ts';
import { quoteInWords } from '../../services/customer-language/words.ts';
import { BOOKING_MESSAGES, CONTACT_MESSAGES, type QuoteAnswer } from '@wrapsmith/core';
import type { Context } from 'hono';
import { storeContactMessage, type ContactMessage } from '../../services/contact/index.ts';
import { clientAddress, clientIp } from '../../lib/client-ip.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { renderImageByLink } from '../../services/links/signed-links.ts';
import { answerQuote as answer, findQuote, QUOTE_ANSWER_MESSAGES, quoteImage as bookingRenderImage, quoteOptionImage, quotePdf as renderQuotePdf } from '../../services/bookings/index.ts';
import { pdfResponse } from '../bookings/quote.handlers.ts';
import { emailTemplates } from '../../services/email/index.ts';
import { depositContext, depositOnAcceptance, publicDeposit } from '../../services/deposits/index.ts';
import { toPublicBookingDto } from '../bookings/booking-dto.ts';
import { listCities, listCountries, listStates } from './countries.ts';
import { shopAddressLines } from '../../services/addresses/index.ts';
import { followBookingStatus } from '../../services/rolls/index.ts';

export async function countries(c: Context<AppEnv>) {
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ error: false, data: await listCountries() });
}

export async function states(c: Context<AppEnv>, input: { country: string }) {
  const list = await listStates(input.country);
  if (!list) throw notFound(`Unknown country: ${input.country}`);
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ error: false, data: list });
}

export async function cities(c: Context<AppEnv>, input: { country: string; state?: string | undefined }) {
  const list = await listCities(input.country, input.state);
  if (!list) throw notFound(input.state === undefined ? `Unknown country: ${input.country}` : `Unknown state of ${input.country}: ${input.state}`);
  return c.json({ error: false, data: list });
}

export async function contact(c: Context<AppEnv>, input: ContactMessage) {
  const { db, now, email, env } = c.get('deps');
  await storeContactMessage(db, input, clientIp(c), now());
  await email.send({ to: env.SUPPORT_EMAIL, ...emailTemplates.contactMessage(input) });
  return c.json({ message: CONTACT_MESSAGES.thanks });
}

/** What the quote emails carry: 32 random bytes as hex. Anything else cannot be a link we sent. */
const QUOTE_TOKEN = /^[0-9a-f]{64}$/;

export async function getBooking(c: Context<AppEnv>, token: string) {
  const view = QUOTE_TOKEN.test(token) ? (await findQuote(c.get('deps').db, token)) : undefined;
  if (!view) throw notFound(BOOKING_MESSAGES.linkInvalid);
  c.header('Cache-Control', 'no-store');
  const deposit = await publicDeposit(depositContext(c.get('deps')), view.booking);
  const locale = await customerLocale(c.get('deps').db, view.booking.shopId, view.booking);
  const shown = { ...view, quote: quoteInWords(customerWords(locale), view.quote) };
  return c.json({ data: { ...toPublicBookingDto(shown, token, c.get('deps').now()), ...(deposit ? { deposit } : {}), locale } });
}

/**
 * Accept (with the chosen option and the typed name, kept with the time and the client's address) or reject. An
 * acceptance with a deposit due (issue 25 item 4) carries where to pay it.
 */
export async function answerQuote(c: Context<AppEnv>, input: { token: string; status: QuoteAnswer; optionId?: string | undefined; name?: string | undefined }) {
  const signature = { optionId: input.optionId, name: input.name, address: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' };
  const view = await answer(c.get('deps'), input.token, input.status, signature);
  // An accepted quote is a booked job: it reserves its film on one roll (issue 27 item 1).
  const deps = c.get('deps');
  await followBookingStatus(deps.db, view.booking, deps.now(), (m, e) => deps.log.error(m, e));
  const deposit = await depositOnAcceptance(depositContext(c.get('deps')), view.booking, view.shop.name, input.token);
  const locale = await customerLocale(deps.db, view.booking.shopId, view.booking);
  const shown = { ...view, quote: quoteInWords(customerWords(locale), view.quote) };
  return c.json({ data: { ...toPublicBookingDto(shown, input.token, c.get('deps').now()), ...(deposit ? { deposit } : {}), locale }, message: QUOTE_ANSWER_MESSAGES[input.status] });
}

/** The quote's PDF through the customer's link. */
export async function quotePdf(c: Context<AppEnv>, token: string) {
  const view = QUOTE_TOKEN.test(token) ? await findQuote(c.get('deps').db, token) : undefined;
  if (!view) throw notFound(BOOKING_MESSAGES.linkInvalid);
  // In the customer's language (decision 100).
  const words = customerWords(await customerLocale(c.get('deps').db, view.booking.shopId, view.booking));
  const shop = { ...view.shop, address: await shopAddressLines(c.get('deps').db, view.shop.id) };
  return pdfResponse(await renderQuotePdf(view.booking, shop, quoteInWords(words, view.quote), words), `quote-${view.booking.id.slice(-6).toUpperCase()}.pdf`);
}

/** One option's picture through the customer's link. */
export async function quoteImage(c: Context<AppEnv>, token: string, optionId: string) {
  const bytes = QUOTE_TOKEN.test(token) && /^[A-Za-z0-9_-]{1,64}$/.test(optionId) ? await quoteOptionImage(c.get('deps'), token, optionId) : undefined;
  if (!bytes) throw notFound('Image not found');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(bytes.length), 'Cache-Control': 'private, max-age=86400' },
  });
}

export async function bookingImage(c: Context<AppEnv>, file: string) {
  const token = /^([0-9a-f]{64})\.png$/.exec(file)?.[1];
  const bytes = token ? await bookingRenderImage(c.get('deps'), token) : undefined;
  if (!bytes) throw notFound('Image not found');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, max-age=86400',
      // Shown in the customer's web mail, on another site: the default same-site resource policy would block it.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}

const RENDER_FILE = /^([0-9a-f-]{36})\.png$/;

/** A render's picture through a signed link from a leads export: no session, until the link's expiry. */
export async function renderImage(c: Context<AppEnv>, file: string, query: { expires: number; signature: string }) {
  const renderId = RENDER_FILE.exec(file)?.[1];
  const found = renderId ? await renderImageByLink(c.get('deps'), { renderId, ...query }, c.get('deps').now()) : undefined;
  if (found === 'expired') throw new ApiError(410, 'LINK_EXPIRED', RENDER_LINK_MESSAGES.expired);
  if (!found) throw notFound(RENDER_LINK_MESSAGES.notFound);
  return new Response(new Uint8Array(found), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(found.length), 'Cache-Control': 'private, max-age=3600' },
  });
}

export const RENDER_LINK_MESSAGES = {
  expired: 'This picture link has expired. Export the leads again for links that work.',
  notFound: 'Picture not found',
} as const;
