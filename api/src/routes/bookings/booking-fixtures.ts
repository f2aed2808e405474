// Test set-up for bookings and quote links: a signed-in shop, a full booking form, a shop with a widget lead,
// and the quote token as the customer receives it by email.
import type { BookingStatus, CreateBookingInput } from '@wrapsmith/core';
import { forShop } from '../../db/scope.ts';
import type { AppDeps } from '../../lib/context.ts';
import { insertBooking } from '../../services/bookings/index.ts';
import { bearer, createOwner, json, lastEmailTo, logIn, makeTestApp } from '../../test/app.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import type { BookingDto } from '@wrapsmith/core/contract';

/** The test clock starts at 2026-06-01T12:00Z. */
export const TODAY = '2026-06-01';

/** Every field of the form, filled. */
export const FULL_FORM = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'Dana@Example.com',
  phone: '(555) 010-2000',
  bookingDate: '2026-06-03',
  checkInTime: '9:05',
  completionDate: '2026-06-05',
  year: 2024,
  make: 'Toyota',
  model: 'Camry',
  brand: '3M',
  wrapColor: 'Gloss Black (G12)',
  price: 3000,
  ppfCost: 500,
  decalsCost: null,
  windowTintingCost: 250.5,
  frontPercentage: 35,
  rearPercentage: 20,
  additionalTotal: 100,
  customerTotal: 3850.5,
  notes: 'Full wrap, keep the badges',
  vip: 'VIP Customer',
  repeatCustomer: 'No',
  dealership: 'Private Seller',
  estimatedSQ: 250,
  estimatedRolls: 2,
  estimatedMaterialCost: 800,
  netMaterialRevenue: 2200,
  customerQuote: 3900,
} satisfies CreateBookingInput;

type Saved = { data: BookingDto; message: string };

interface Caller {
  app: Awaited<ReturnType<typeof makeTestApp>>['app'];
  auth: Record<string, string>;
}

/** POST /user/booking; the booking when it was created. */
export async function createBooking(t: Caller, input: CreateBookingInput) {
  const res = await t.app.request('/api/v1/user/booking', json('POST', input, t.auth));
  const saved = res.status === 201 ? await body<Saved>(res.clone()) : undefined;
  return { res, saved, booking: saved?.data };
}

export async function bookingShop(businessName = 'Wrap Lab') {
  const t = await makeTestApp();
  const owner = await createOwner(t.deps.db, { businessName, addon: true });
  const { token } = await logIn(t.app, owner.user.email, owner.password);
  return { ...t, owner, auth: bearer(token) };
}

/** The same shop signed in again: sessions last 30 days, as quotes do, so tests that outlive a quote need one. */
export async function signInAgain(t: Awaited<ReturnType<typeof bookingShop>>) {
  const { token } = await logIn(t.app, t.owner.user.email, t.owner.password);
  return { ...t, auth: bearer(token) };
}

/** A booking straight into the table, in any status (as the demo seed makes them). */
export function storedBooking(deps: AppDeps, shopId: string, status: BookingStatus, fields: Parameters<typeof insertBooking>[2] = {}) {
  return insertBooking(deps.db, forShop(shopId), { bookingDate: '2026-06-02', firstName: 'Sam', ...fields, status }, deps.now());
}

/** A shop whose widget took a lead from Dana, with the render she designed. */
export async function shopWithLead() {
  const t = await widgetApp({ credits: 20 });
  const render = await body<{ data: { renderId: string } }>(await t.call('render', { body: renderBody() }));
  t.clock.advance(11_000);
  const res = await t.call('leads', {
    body: {
      renderId: render.data.renderId,
      name: 'Dana Reyes',
      email: 'dana@example.com',
      consent: true,
      pageUrl: `${SHOP_ORIGIN}/`,
      website: '',
      startedAt: t.deps.now().getTime() - 20_000,
    },
  });
  const lead = await body<{ data: { leadId: string } }>(res);
  return { ...t, leadId: lead.data.leadId, renderId: render.data.renderId };
}

/** The token of the /confirm-booking link in the latest email to `to`. */
export async function quoteTokenSentTo(deps: AppDeps, to: string): Promise<string> {
  const token = (await lastEmailTo(deps, to))?.text.match(/\/confirm-booking\?token=([0-9a-f]{64})\b/)?.[1];
  if (!token) throw new Error(`No quote email to ${to}`);
  return token;
}

/** A Send Quote to `email` by the shop; the booking and the token the customer got. */
export async function sendQuote(t: Caller & { deps: AppDeps }, input: CreateBookingInput = {}) {
  const email = 'quote.customer@example.com';
  const { booking } = await createBooking(t, { ...FULL_FORM, email, isQuoted: true, ...input });
  if (!booking) throw new Error('Send Quote failed');
  return { booking, token: await quoteTokenSentTo(t.deps, booking.email ?? email) };
}
