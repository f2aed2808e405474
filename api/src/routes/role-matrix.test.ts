// The role matrix per endpoint (issue 22 item 7, decision 062): for each default role and each area, a view and an
// edit request answer 403 { error: { message } } exactly when the role's default level is below what they need;
// prices are left out of what a role without the Prices area reads; the owner adjusts the matrix and it holds at once.
import { AREAS, BOOKING_PRICE_FIELDS, DEFAULT_ROLE_MATRIX, ROLE_MESSAGES, type Access, type Area, type Role } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, notifications } from '../db/schema/index.ts';
import { firstRow } from '../db/tx.ts';
import { notify } from '../services/notifications/index.ts';
import { bearer, createMember, createOwner, json, logIn, makeTestApp } from '../test/app.ts';
import type { UserDto } from '../types.ts';
import type { BookingDto } from '@wrapsmith/core/contract';
import { FULL_FORM, storedBooking } from './bookings/booking-fixtures.ts';

type ErrorBody = { error: { message: string; code: string } };

/** What the brief asks of the defaults, written out here rather than read from the code under test. */
const EXPECTED: Record<Role, Record<Area, Access>> = {
  owner: { leads: 'edit', quotes: 'edit', prices: 'edit', customers: 'view', bookings: 'edit', studio: 'edit', billing: 'edit', team: 'edit', settings: 'edit', inventory: 'edit' },
  'shop-man': { leads: 'edit', quotes: 'edit', prices: 'edit', customers: 'view', bookings: 'edit', studio: 'edit', billing: 'none', team: 'edit', settings: 'edit', inventory: 'edit' },
  member: { leads: 'none', quotes: 'none', prices: 'none', customers: 'none', bookings: 'edit', studio: 'edit', billing: 'none', team: 'none', settings: 'none', inventory: 'view' },
};
const RANK: Record<Access, number> = { none: 0, view: 1, edit: 2 };

/** A shop on Pro with its owner, a Shop Manager and a Member signed in, and a booking in each status that matters. */
async function shop() {
  const t = await makeTestApp();
  const owner = await createOwner(t.deps.db, { businessName: 'Matrix Wraps', planKey: 'pro' });
  const manager = await createMember(t.deps.db, owner.user, { role: 'shop-man' });
  const member = await createMember(t.deps.db, owner.user, { role: 'member' });
  const auth: Record<Role, Record<string, string>> = {
    owner: bearer((await logIn(t.app, owner.user.email, owner.password)).token),
    'shop-man': bearer((await logIn(t.app, manager.user.email, manager.password)).token),
    member: bearer((await logIn(t.app, member.user.email, member.password)).token),
  };
  const prices = { price: 3000, customerTotal: 3850, customerQuote: 3900 };
  const job = await storedBooking(t.deps, owner.shop.id, 'accepted', { ...prices, email: 'job@example.com' });
  const quote = await storedBooking(t.deps, owner.shop.id, 'quote_sent', { ...prices, email: 'quote@example.com', isQuoted: true });
  const done = await storedBooking(t.deps, owner.shop.id, 'completed', { ...prices, email: 'done@example.com' });
  return { ...t, owner, manager, member, auth, job, quote, done };
}
type Shop = Awaited<ReturnType<typeof shop>>;

interface Call {
  method: string;
  path: (s: Shop) => string;
  body?: (s: Shop) => unknown;
}

const MISSING = 'no-such-id';
/**
 * Per area, requests that need its view level and its edit level. Edit requests name missing rows where they can,
 * so an allowed one answers 404 (or a 4xx of its own) and changes nothing; the point is only whether it is 403.
 */
const CALLS: Record<Area, { view: Call[]; edit: Call[] }> = {
  leads: {
    view: [{ method: 'GET', path: () => '/api/v1/user/leads' }, { method: 'GET', path: () => '/api/v1/user/leads/export.csv' }],
    edit: [
      { method: 'PATCH', path: () => `/api/v1/user/leads/${MISSING}`, body: () => ({ status: 'contacted' }) },
      // Held leads (issue 23 item 7): released or discarded by those who may edit leads.
      { method: 'POST', path: () => `/api/v1/user/leads/${MISSING}/release` },
      { method: 'DELETE', path: () => `/api/v1/user/leads/${MISSING}` },
    ],
  },
  quotes: {
    view: [{ method: 'GET', path: () => '/api/v1/user/booking/all?status=quote_sent' }, { method: 'GET', path: (s) => `/api/v1/user/booking/${s.quote.id}` }],
    edit: [{ method: 'POST', path: () => '/api/v1/user/booking', body: () => ({ isQuoted: true }) }],
  },
  prices: {
    // The price book (issue 25 item 1): read with Prices view, replaced with Prices edit (an empty book: a 400 when allowed).
    // Invoices (item 5, decision 087), a booking's deposit (item 4) and a quote's options and lines (item 3) are prices.
    view: [
      { method: 'GET', path: () => '/api/v1/user/price-book' },
      { method: 'GET', path: () => '/api/v1/user/invoices' },
      { method: 'GET', path: () => `/api/v1/user/invoices/${MISSING}/pdf` },
      { method: 'GET', path: (s) => `/api/v1/user/payments/bookings/${s.job.id}` },
      { method: 'GET', path: (s) => `/api/v1/user/booking/${s.job.id}/quote` },
      { method: 'GET', path: (s) => `/api/v1/user/booking/${s.job.id}/quote/draft?zones=roof` },
      { method: 'GET', path: (s) => `/api/v1/user/booking/${s.job.id}/quote.pdf` },
    ],
    edit: [
      { method: 'PUT', path: (s) => `/api/v1/user/booking/${s.job.id}`, body: () => ({ price: 3100 }) },
      { method: 'PUT', path: () => '/api/v1/user/price-book', body: () => ({}) },
      { method: 'POST', path: () => '/api/v1/user/invoices', body: () => ({ bookingId: MISSING }) },
      { method: 'POST', path: () => `/api/v1/user/invoices/${MISSING}/payments`, body: () => ({ method: 'cash', amount: 100, paidOn: '2026-06-02', idempotencyKey: 'role-matrix-key' }) },
      { method: 'POST', path: () => `/api/v1/user/invoices/${MISSING}/void` },
      { method: 'PUT', path: () => `/api/v1/user/payments/bookings/${MISSING}`, body: () => ({ kind: 'none' }) },
      {
        method: 'PUT',
        path: (s) => `/api/v1/user/booking/${s.job.id}/quote`,
        body: () => ({ options: [{ label: 'Good', lines: [{ kind: 'labour', description: 'Wrap', quantityMilli: 1000, unitAmount: 310000, taxRate: 0 }] }] }),
      },
    ],
  },
  customers: {
    view: [
      { method: 'GET', path: () => '/api/v1/user/booking/all?status=completed' },
      { method: 'GET', path: () => '/api/v1/user/booking/export.csv' },
      { method: 'GET', path: () => '/api/v1/user/customers' },
      { method: 'GET', path: (s) => `/api/v1/user/customers/${s.job.id}` },
      // Issue 27 item 3: a customer's vehicles and the search by plate, VIN or phone (adding one also needs Bookings at edit).
      { method: 'GET', path: (s) => `/api/v1/user/customer-vehicles?customer=${s.job.id}` },
      { method: 'GET', path: () => '/api/v1/user/customer-vehicles/search?q=555' },
    ],
    edit: [],
  },
  bookings: {
    view: [
      { method: 'GET', path: () => '/api/v1/user/booking/all?status=accepted' },
      { method: 'GET', path: () => '/api/v1/user/booking/days?from=2026-06-01&to=2026-06-30' },
      { method: 'GET', path: (s) => `/api/v1/user/booking/${s.job.id}` },
    ],
    edit: [
      { method: 'PUT', path: (s) => `/api/v1/user/booking/${s.job.id}`, body: () => ({ notes: 'Doors first' }) },
      { method: 'DELETE', path: () => `/api/v1/user/images/booking/${MISSING}` },
      // issue 27 item 1: using a roll on a job, and reserving for one, is work on the job.
      { method: 'POST', path: () => `/api/v1/user/rolls/${MISSING}/use`, body: () => ({ bookingId: MISSING, usedMm: 1000 }) },
      { method: 'POST', path: () => `/api/v1/user/rolls/jobs/${MISSING}/reserve` },
    ],
  },
  studio: {
    view: [{ method: 'GET', path: () => '/api/v1/user/renders' }, { method: 'GET', path: () => '/api/v1/user/library' }],
    edit: [
      { method: 'POST', path: () => `/api/v1/user/renders/${MISSING}/save` },
      { method: 'GET', path: () => `/api/v1/user/tool/photos/${MISSING}/image` },
    ],
  },
  billing: {
    view: [
      { method: 'GET', path: () => '/api/v1/user/stripe/get-plans' },
      { method: 'GET', path: () => '/api/v1/user/stripe/subscriptions' },
      // issue 25 item 4: the shop's payment account and deposit settings (Settings → Payments).
      { method: 'GET', path: () => '/api/v1/user/payments' },
    ],
    edit: [
      { method: 'GET', path: () => `/api/v1/user/stripe/local-checkout/${MISSING}` },
      // An empty body: allowed roles get a 400 and nothing is written.
      { method: 'PUT', path: () => '/api/v1/user/payments/settings', body: () => ({}) },
      { method: 'POST', path: () => `/api/v1/user/payments/bookings/${MISSING}/refund` },
    ],
  },
  team: {
    view: [{ method: 'GET', path: () => '/api/v1/auth/users-list' }, { method: 'GET', path: () => '/api/v1/auth/invites' }, { method: 'GET', path: () => '/api/v1/auth/roles' }],
    edit: [
      { method: 'POST', path: () => `/api/v1/auth/invites/${MISSING}/resend` },
      { method: 'DELETE', path: () => `/api/v1/auth/invites/${MISSING}` },
    ],
  },
  settings: {
    view: [
      { method: 'GET', path: () => '/api/v1/user/widget/settings' },
      { method: 'GET', path: () => '/api/v1/user/widget/keys' },
      { method: 'GET', path: () => '/api/v1/user/catalog/settings' },
      { method: 'GET', path: () => '/api/v1/user/emails' },
    ],
    edit: [
      { method: 'POST', path: () => `/api/v1/user/widget/keys/${MISSING}/revoke` },
      { method: 'DELETE', path: () => `/api/v1/user/films/${MISSING}` },
      { method: 'DELETE', path: () => `/api/v1/user/library/${MISSING}` },
    ],
  },
  // Film rolls (issue 27 item 1, decision 092): rolls, labels and stock at view; receiving, correcting, counting and alerts at edit.
  inventory: {
    view: [
      { method: 'GET', path: () => '/api/v1/user/rolls' },
      { method: 'GET', path: () => '/api/v1/user/rolls/stock' },
      { method: 'GET', path: () => `/api/v1/user/rolls/${MISSING}/label.pdf` },
    ],
    edit: [
      { method: 'POST', path: () => '/api/v1/user/rolls', body: () => ({}) },
      { method: 'PATCH', path: () => `/api/v1/user/rolls/${MISSING}`, body: () => ({ supplier: 'Fellers' }) },
      { method: 'POST', path: () => `/api/v1/user/rolls/${MISSING}/count`, body: () => ({ onHandMm: 1000 }) },
      { method: 'PUT', path: () => '/api/v1/user/rolls/stock-alerts', body: () => ({ filmKey: 'no-such-film', thresholdMm: 1000 }) },
    ],
  },
};

async function send(s: Shop, role: Role, call: Call): Promise<Response> {
  const body = call.body?.(s);
  return s.app.request(call.path(s), body === undefined ? { method: call.method, headers: s.auth[role] } : json(call.method, body, s.auth[role]));
}

describe('the role matrix per endpoint', () => {
  it('has the defaults the product promises', () => {
    expect(DEFAULT_ROLE_MATRIX).toEqual({ 'shop-man': EXPECTED['shop-man'], member: EXPECTED.member });
  });

  // One shop per role (a test's database lives as long as the test): its requests touch missing rows or harmless
  // fields, so they do not change each other's answers.
  it.each(['owner', 'shop-man', 'member'] as const)('%s: in every area, 403 exactly when the role’s default is below', async (role) => {
    const s = await shop();
    for (const area of AREAS) {
      for (const level of ['view', 'edit'] as const) {
        const allowed = RANK[EXPECTED[role][area]] >= RANK[level];
        for (const call of CALLS[area][level]) {
          const res = await send(s, role, call);
          const what = `${role} ${area} ${level}: ${call.method} ${call.path(s)}`;
          if (allowed) {
            expect(res.status, what).not.toBe(403);
            expect(res.status, what).toBeLessThan(500);
          } else {
            expect(res.status, what).toBe(403);
            const { error } = (await res.json()) as ErrorBody;
            expect(error.code, what).toBe('FORBIDDEN');
            expect(error.message, what).toMatch(/^Your role /);
          }
        }
      }
    }
  });

  it('tells each user their levels in user-info', async () => {
    const s = await shop();
    for (const role of ['owner', 'shop-man', 'member'] as const) {
      const res = await s.app.request('/api/v1/auth/user-info', { headers: s.auth[role] });
      expect(((await res.json()) as { data: { user: UserDto } }).data.user.permissions).toEqual(EXPECTED[role]);
    }
  });
});

describe('what a plain Member reads and writes', () => {
  it('gets jobs without any price, and only the statuses of jobs', async () => {
    const s = await shop();
    const one = (await (await s.app.request(`/api/v1/user/booking/${s.job.id}`, { headers: s.auth.member })).json()) as { data: BookingDto };
    for (const field of BOOKING_PRICE_FIELDS) expect(one.data[field], field).toBeNull();
    expect(one.data).toMatchObject({ cost: null, pricesHidden: true, email: 'job@example.com' });
    const all = (await (await s.app.request('/api/v1/user/booking/all', { headers: s.auth.member })).json()) as { data: BookingDto[]; total: number };
    expect(all.data.map((b) => b._id)).toEqual([s.job.id]);
    expect(all.total).toBe(1);
    expect(JSON.stringify(all)).not.toMatch(/3000|3850|3900/);
    // The owner sees the prices.
    const owners = (await (await s.app.request(`/api/v1/user/booking/${s.job.id}`, { headers: s.auth.owner })).json()) as { data: BookingDto };
    expect(owners.data).toMatchObject({ price: 3000, customerQuote: 3900, pricesHidden: false });
    // A mixed list asks only for what the role sees; the calendar counts only jobs.
    const mixed = (await (await s.app.request('/api/v1/user/booking/all?status=accepted,quote_sent,completed', { headers: s.auth.member })).json()) as { data: BookingDto[] };
    expect(mixed.data.map((b) => b._id)).toEqual([s.job.id]);
    const days = (await (await s.app.request('/api/v1/user/booking/days?from=2026-06-01&to=2026-06-30', { headers: s.auth.member })).json()) as { data: { count: number }[] };
    expect(days.data.reduce((n, d) => n + d.count, 0)).toBe(1);
  });

  it('works a job (notes, status) but may not set a price, and a refused write changes nothing', async () => {
    const s = await shop();
    const put = await s.app.request(`/api/v1/user/booking/${s.job.id}`, json('PUT', { notes: 'Mirrors too', price: 1 }, s.auth.member));
    expect(put.status).toBe(403);
    expect(((await put.json()) as ErrorBody).error.message).toBe(ROLE_MESSAGES.forbidden('Prices'));
    expect(await firstRow(s.deps.db.select().from(bookings).where(eq(bookings.id, s.job.id)))).toMatchObject({ price: 3000, notes: '' });
    const book = await s.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, price: 10 }, s.auth.member));
    expect(book.status).toBe(403);
    const notes = await s.app.request(`/api/v1/user/booking/${s.job.id}`, json('PUT', { notes: 'Mirrors too' }, s.auth.member));
    expect(notes.status).toBe(200);
    expect(((await notes.json()) as { data: BookingDto }).data).toMatchObject({ notes: 'Mirrors too', price: null });
    const started = await s.app.request(`/api/v1/user/booking/${s.job.id}`, json('PATCH', { status: 'inprogress' }, s.auth.member));
    expect(started.status).toBe(200);
    // A quote is not theirs to touch.
    expect((await s.app.request(`/api/v1/user/booking/${s.quote.id}`, json('PUT', { notes: 'x' }, s.auth.member))).status).toBe(403);
    expect((await s.app.request(`/api/v1/user/booking/${s.quote.id}/resend-quote`, { method: 'POST', headers: s.auth.member })).status).toBe(403);
  });

  it('does not see the notifications of leads and answered quotes', async () => {
    const s = await shop();
    const at = s.deps.now();
    await notify(s.deps.db, { shopId: s.owner.shop.id, areas: ['leads'], title: 'New lead: Dana', body: 'dana@example.com', at });
    await notify(s.deps.db, { shopId: s.owner.shop.id, areas: ['quotes', 'prices'], title: 'Quote accepted: Dana', body: '$3,900.00', at });
    await notify(s.deps.db, { shopId: s.owner.shop.id, title: 'For everyone', body: 'x', at });
    const titles = async (role: Role) =>
      ((await (await s.app.request('/api/v1/user/notifications', { headers: s.auth[role] })).json()) as { data: { title: string }[] }).data.map((n) => n.title).sort();
    expect(await titles('member')).toEqual(['For everyone']);
    expect(await titles('shop-man')).toEqual(['For everyone', 'New lead: Dana', 'Quote accepted: Dana']);
    expect((await s.deps.db.select().from(notifications)).length).toBe(3);
  });
});

describe('the owner adjusts the matrix', () => {
  const custom = {
    'shop-man': { ...DEFAULT_ROLE_MATRIX['shop-man'], billing: 'view' },
    member: { ...DEFAULT_ROLE_MATRIX.member, leads: 'view', prices: 'view', studio: 'none' },
  };

  it('saves it, and it holds on the very next request of a signed-in member', async () => {
    const s = await shop();
    // Seen once, so the member's session and shop row are kept in memory (decision 053) when the matrix changes.
    expect((await s.app.request('/api/v1/user/leads', { headers: s.auth.member })).status).toBe(403);
    const put = await s.app.request('/api/v1/auth/roles', json('PUT', custom, s.auth.owner));
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ data: { matrix: custom, defaults: DEFAULT_ROLE_MATRIX, editable: true }, message: ROLE_MESSAGES.matrixSaved });
    expect((await s.app.request('/api/v1/user/leads', { headers: s.auth.member })).status).toBe(200);
    expect((await s.app.request(`/api/v1/user/leads/${MISSING}`, json('PATCH', { status: 'lost' }, s.auth.member))).status).toBe(403);
    expect((await s.app.request('/api/v1/user/renders', { headers: s.auth.member })).status).toBe(403);
    const job = (await (await s.app.request(`/api/v1/user/booking/${s.job.id}`, { headers: s.auth.member })).json()) as { data: BookingDto };
    expect(job.data).toMatchObject({ price: 3000, pricesHidden: false });
    expect((await s.app.request('/api/v1/user/stripe/get-plans', { headers: s.auth['shop-man'] })).status).toBe(200);
    const roles = (await (await s.app.request('/api/v1/auth/roles', { headers: s.auth['shop-man'] })).json()) as { data: { matrix: unknown; editable: boolean } };
    expect(roles.data).toEqual({ matrix: custom, defaults: DEFAULT_ROLE_MATRIX, editable: false });
  });

  it('is the owner’s alone, takes only known levels, and another shop is untouched', async () => {
    const s = await shop();
    const other = await createOwner(s.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherMember = await createMember(s.deps.db, other.user, { role: 'member' });
    const otherAuth = bearer((await logIn(s.app, otherMember.user.email, otherMember.password)).token);
    for (const role of ['shop-man', 'member'] as const) {
      const res = await s.app.request('/api/v1/auth/roles', json('PUT', custom, s.auth[role]));
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).error.message).toBe(ROLE_MESSAGES.ownerOnly);
    }
    for (const bad of [
      { ...custom, member: { ...custom.member, customers: 'edit' } },
      { ...custom, member: { ...custom.member, leads: 'all' } },
      { 'shop-man': custom['shop-man'] },
      { ...custom, owner: custom.member },
    ]) {
      const res = await s.app.request('/api/v1/auth/roles', json('PUT', bad, s.auth.owner));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBeTruthy();
    }
    expect(((await (await s.app.request('/api/v1/auth/roles', { headers: s.auth.owner })).json()) as { data: { matrix: unknown } }).data.matrix).toEqual(DEFAULT_ROLE_MATRIX);
    expect((await s.app.request('/api/v1/auth/roles', json('PUT', custom, s.auth.owner))).status).toBe(200);
    expect((await s.app.request('/api/v1/user/leads', { headers: otherAuth })).status).toBe(403);
  });
});
