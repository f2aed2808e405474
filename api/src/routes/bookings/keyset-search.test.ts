// Issue 23 item 19: the bookings and leads lists page by cursor beside `page` (every row once, in a stable order
// with ties, never another shop's, a bad cursor 400), and search through an index with the old LIKE meaning. Runs
// on both engines.
import { CURSOR_MESSAGES, type CursorPaged, type Paged } from '@wrapsmith/core';
import { asc, eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { bookings, leads } from '../../db/schema/index.ts';
import { DIALECT } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { bookingSearch, insertBooking } from '../../services/bookings/index.ts';
import { leadSearch } from '../../services/leads/index.ts';
import { otherShop } from '../../test/studio.ts';
import { body } from '../../test/widget.ts';
import type { ApiErrorBody, BookingDto, LeadDto } from '@wrapsmith/core/contract';
import { bookingShop } from './booking-fixtures.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;
type Page<T> = Paged<T> & { nextCursor: string | null };

async function get<T>(t: Shop, path: string, auth = t.auth): Promise<{ status: number; json: T }> {
  const res = await t.app.request(`/api/v1/user/${path}`, { headers: auth });
  return { status: res.status, json: await body<T>(res) };
}

/** Follows nextCursor from the first page to the end; every answer after the first is a cursor page. */
async function walk<T extends { _id: string }>(t: Shop, list: string, pageSize: number, auth = t.auth): Promise<string[]> {
  const sep = list.includes('?') ? '&' : '?';
  const first = await get<Page<T>>(t, `${list}${sep}pageSize=${pageSize}`, auth);
  expect(first.status).toBe(200);
  const seen = first.json.data.map((r) => r._id);
  let cursor = first.json.nextCursor;
  for (let i = 0; cursor && i < 100; i += 1) {
    const next = await get<CursorPaged<T>>(t, `${list}${sep}pageSize=${pageSize}&cursor=${encodeURIComponent(cursor)}`, auth);
    expect(next.status).toBe(200);
    expect(next.json).not.toHaveProperty('total');
    expect(next.json.data.length).toBeLessThanOrEqual(pageSize);
    seen.push(...next.json.data.map((r) => r._id));
    cursor = next.json.nextCursor;
  }
  return seen;
}

/**
 * Bookings with many ties: three days (one of them none), check-in times with and without, and several created in
 * the same millisecond, so only the id tells them apart.
 */
async function tiedBookings(t: Shop, shopId: string, n: number, name = 'Pat') {
  return transaction(t.deps.db, async (tx) => {
    for (let i = 0; i < n; i += 1) {
      const bookingDate = [null, '2026-06-10', '2026-06-11'][i % 3] ?? null;
      const checkInTime = i % 2 === 0 ? '' : '09:30';
      await insertBooking(tx, forShop(shopId), { bookingDate, checkInTime, firstName: name, lastName: `No ${i}`, status: 'pending' }, t.deps.now());
    }
  });
}

/** The list's order as the spec words it, computed here: date (none last), time (none last), creation, id. */
async function expectedOrder(t: Shop, shopId: string): Promise<string[]> {
  const rows = await t.deps.db.select().from(bookings).where(eq(bookings.shopId, shopId));
  const last = (v: string | null) => (v ? v : '\uffff');
  return rows
    .sort((a, b) =>
      last(a.bookingDate).localeCompare(last(b.bookingDate)) ||
      last(a.checkInTime).localeCompare(last(b.checkInTime)) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((r) => r.id);
}

async function addLeads(t: Shop, shopId: string, rows: { name: string; email: string; phone?: string | null; message?: string | null }[], at: Date) {
  await transaction(t.deps.db, async (tx) => {
    for (const row of rows) {
      await tx.insert(leads).values(
        forShop(shopId).values({
          id: newId(),
          snapshot: { vehicle: null, film: { id: null, brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#000000', finish: 'gloss' } },
          name: row.name,
          email: row.email,
          phone: row.phone ?? null,
          message: row.message ?? null,
          consentAt: at,
          pageUrl: 'https://shop.example/',
          origin: 'https://shop.example',
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
  });
}

describe('issue 23 item 19: bookings by cursor', () => {
  it('walks every booking exactly once, in the list order, ties decided by the id, and the page contract stays', async () => {
    const t = await bookingShop();
    await tiedBookings(t, t.owner.shop.id, 37);
    const order = await expectedOrder(t, t.owner.shop.id);
    expect(await walk<BookingDto>(t, 'booking/all', 5)).toEqual(order);
    expect(await walk<BookingDto>(t, 'booking/all', 100)).toEqual(order);
    // `page` answers as before, with nextCursor beside it.
    const page2 = await get<Page<BookingDto>>(t, 'booking/all?page=2&pageSize=10');
    expect(page2.json).toMatchObject({ page: 2, pageSize: 10, total: 37 });
    expect(page2.json.data.map((b) => b._id)).toEqual(order.slice(10, 20));
    const after = await get<CursorPaged<BookingDto>>(t, `booking/all?pageSize=10&cursor=${page2.json.nextCursor}`);
    expect(after.json.data.map((b) => b._id)).toEqual(order.slice(20, 30));
  });

  it('keeps filters with the cursor, and a row added before the cursor does not shift the next page', async () => {
    const t = await bookingShop();
    await tiedBookings(t, t.owner.shop.id, 20);
    const first = await get<Page<BookingDto>>(t, 'booking/all?pageSize=4&bookingDate=2026-06-10');
    expect(first.json.total).toBe(7);
    await insertBooking(t.deps.db, forShop(t.owner.shop.id), { bookingDate: '2026-06-10', checkInTime: '07:00', firstName: 'Early' }, t.deps.now());
    const next = await get<CursorPaged<BookingDto>>(t, `booking/all?pageSize=4&bookingDate=2026-06-10&cursor=${first.json.nextCursor}`);
    expect(next.json.data).toHaveLength(3);
    expect(next.json.data.every((b) => b.bookingDate === '2026-06-10' && b.firstName === 'Pat')).toBe(true);
    expect(next.json.nextCursor).toBeNull();
  });

  it('never shows another shop’s bookings, whatever cursor it is given', async () => {
    const t = await bookingShop();
    const other = await otherShop(t);
    await tiedBookings(t, t.owner.shop.id, 9, 'Mine');
    await tiedBookings(t, other.shop.id, 9, 'Theirs');
    const mine = await get<Page<BookingDto>>(t, 'booking/all?pageSize=3');
    const theirs = await walk<BookingDto>(t, 'booking/all', 3, other.auth);
    expect(theirs).toEqual(await expectedOrder(t, other.shop.id));
    // Shop A's cursor on shop B's list: only B's rows after that position.
    const crossed = await get<CursorPaged<BookingDto>>(t, `booking/all?pageSize=100&cursor=${mine.json.nextCursor}`, other.auth);
    expect(crossed.status).toBe(200);
    expect(crossed.json.data.length).toBeGreaterThan(0);
    expect(crossed.json.data.every((b) => b.firstName === 'Theirs')).toBe(true);
  });

  it('refuses a cursor it did not give, a leads cursor, and a cursor with a page, with 400', async () => {
    const t = await bookingShop();
    await tiedBookings(t, t.owner.shop.id, 3);
    await addLeads(t, t.owner.shop.id, [{ name: 'A', email: 'a@example.com' }, { name: 'B', email: 'b@example.com' }], t.deps.now());
    const leadCursor = (await get<Page<LeadDto>>(t, 'leads?pageSize=1')).json.nextCursor;
    const bookingCursor = (await get<Page<BookingDto>>(t, 'booking/all?pageSize=1')).json.nextCursor;
    expect(leadCursor).toBeTruthy();
    for (const cursor of ['nonsense', 'bm90IGEgY3Vyc29y', Buffer.from("b.2026-06-10 09:30 x' or 1=1").toString('base64url'), leadCursor, '%00']) {
      const res = await get<ApiErrorBody>(t, `booking/all?cursor=${encodeURIComponent(cursor ?? '')}`);
      expect(res.status, String(cursor)).toBe(400);
      expect(res.json.error.message).toBe(CURSOR_MESSAGES.invalid);
    }
    const both = await get<ApiErrorBody>(t, `booking/all?page=2&cursor=${bookingCursor}`);
    expect(both.status).toBe(400);
    expect(both.json.error.message).toBe(CURSOR_MESSAGES.withPage);
    expect((await get<ApiErrorBody>(t, `leads?cursor=${bookingCursor}`)).status).toBe(400);
    expect((await get<ApiErrorBody>(t, `leads?page=1&cursor=${leadCursor}`)).status).toBe(400);
  });
});

describe('issue 23 item 19: leads by cursor', () => {
  it('walks every lead exactly once, newest first, same-instant leads by id, and never another shop’s', async () => {
    const t = await bookingShop();
    const other = await otherShop(t);
    const base = t.deps.now().getTime();
    for (let i = 0; i < 6; i += 1) {
      // Three leads per instant: ties only the id decides.
      await addLeads(t, t.owner.shop.id, [0, 1, 2].map((j) => ({ name: `Lead ${i}-${j}`, email: `l${i}${j}@example.com` })), new Date(base - i * 1000));
      await addLeads(t, other.shop.id, [{ name: `Other ${i}`, email: `o${i}@example.com` }], new Date(base - i * 1000));
    }
    const rows = await t.deps.db.select().from(leads).where(eq(leads.shopId, t.owner.shop.id));
    const order = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((l) => l.id);
    expect(await walk<LeadDto>(t, 'leads', 4)).toEqual(order);
    expect(await walk<LeadDto>(t, 'leads?status=new', 5)).toEqual(order);
    const theirs = await walk<LeadDto>(t, 'leads', 4, other.auth);
    expect(theirs).toHaveLength(6);
    expect(theirs.some((id) => order.includes(id))).toBe(false);
    // Shop A's cursor on B's list finds B's older leads only.
    const mine = await get<Page<LeadDto>>(t, 'leads?pageSize=3');
    const crossed = await get<CursorPaged<LeadDto>>(t, `leads?cursor=${mine.json.nextCursor}`, other.auth);
    expect(crossed.json.data.every((l) => l.name.startsWith('Other'))).toBe(true);
  });
});

/** The old search, in JavaScript: any field (name as first and last together) contains the text, any case. */
const contains = (fields: (string | null)[], q: string) => fields.some((f) => (f ?? '').toLowerCase().includes(q.trim().toLowerCase()));

const SEARCHES = ['dana@exa', 'DANA', 'reyes', 'na re', '010-20', '555', '20', '@example.com', 'ample', '100%_k', '100%', 'o"br', "o'neil", 'camr', 'toyota', 'zzzz', 'é'];

describe('issue 23 item 19: search through the index', () => {
  it('finds in bookings what the old LIKE found: partial email, partial phone, name, make and model', async () => {
    const t = await bookingShop();
    const people = [
      { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', phone: '(555) 010-2000', make: 'Toyota', model: 'Camry' },
      { firstName: 'Sam', lastName: "O'Neil", email: 'sam.o@wraps.io', phone: '555 777 1234', make: 'Ford', model: 'F-150' },
      { firstName: 'Alex', lastName: '100%_Kim', email: null, phone: '', make: 'BMW', model: 'M3' },
      { firstName: 'Jo', lastName: 'O"Brien', email: 'jo@example.com', phone: '020 7946 0000', make: 'Tesla', model: 'Model 3' },
      { firstName: 'Renée', lastName: 'Dana', email: 'r@x.fr', phone: '+33 1 23', make: 'Renault', model: 'Clio' },
    ];
    for (const p of people) await insertBooking(t.deps.db, forShop(t.owner.shop.id), { ...p, bookingDate: '2026-06-10', status: 'pending' }, t.deps.now());
    const other = await otherShop(t);
    await insertBooking(t.deps.db, forShop(other.shop.id), { ...people[0]!, bookingDate: '2026-06-10', status: 'pending' }, t.deps.now());

    const rows = await t.deps.db.select().from(bookings).where(eq(bookings.shopId, t.owner.shop.id));
    for (const q of SEARCHES) {
      const expected = rows.filter((b) => contains([`${b.firstName} ${b.lastName}`, b.email, b.phone, b.make, b.model], q)).map((b) => b.id).sort();
      const { json } = await get<Page<BookingDto>>(t, `booking/all?q=${encodeURIComponent(q)}`);
      expect(json.data.map((b) => b._id).sort(), q).toEqual(expected);
      expect(json.total, q).toBe(expected.length);
    }
    // The index follows changes and deletes.
    const dana = rows.find((b) => b.firstName === 'Dana')!;
    await t.app.request(`/api/v1/user/booking/${dana.id}`, { method: 'PUT', headers: { ...t.auth, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'dana.new@mail.test' }) });
    expect((await get<Page<BookingDto>>(t, 'booking/all?q=dana%40exa')).json.total).toBe(0);
    expect((await get<Page<BookingDto>>(t, 'booking/all?q=new%40mail')).json.data.map((b) => b._id)).toEqual([dana.id]);
    await t.deps.db.delete(bookings).where(eq(bookings.id, dana.id));
    expect((await get<Page<BookingDto>>(t, 'booking/all?q=new%40mail')).json.total).toBe(0);
  });

  it('finds in leads what the old LIKE found: name, partial email, partial phone and message', async () => {
    const t = await bookingShop();
    await addLeads(
      t,
      t.owner.shop.id,
      [
        { name: 'Dana Reyes', email: 'dana@example.com', phone: '(555) 010-2000', message: 'Full wrap in satin' },
        { name: 'Sam O"Brien', email: 'sam@wraps.io', phone: null, message: 'Chrome delete, Toyota Camry' },
        { name: 'Alex 100%_Kim', email: 'alex@example.com', phone: '020 7946', message: null },
        { name: "Renée O'Neil", email: 'renee@x.fr', phone: '555', message: 'dana told me' },
      ],
      t.deps.now(),
    );
    const rows = await t.deps.db.select().from(leads).where(eq(leads.shopId, t.owner.shop.id));
    for (const q of SEARCHES) {
      const expected = rows.filter((l) => contains([l.name, l.email, l.phone, l.message], q)).map((l) => l.id).sort();
      const { json } = await get<Page<LeadDto>>(t, `leads?q=${encodeURIComponent(q)}`);
      expect(json.data.map((l) => l._id).sort(), q).toEqual(expected);
    }
  });

  it('is answered by the engine’s search index (FTS5 trigram on SQLite, pg_trgm GIN on PostgreSQL)', async () => {
    const t = await bookingShop();
    const db = t.deps.db;
    const scope = forShop(t.owner.shop.id);
    const bookingQuery = db.select({ id: bookings.id }).from(bookings).where(scope.where(bookings, bookingSearch('dana@exa'))).orderBy(asc(bookings.listKey)).limit(25).toSQL();
    const leadQuery = db.select({ id: leads.id }).from(leads).where(leadSearch('dana@exa')).limit(25).toSQL();
    if (DIALECT === 'sqlite') {
      const plan = (q: { sql: string; params: unknown[] }) =>
        (db.$client.prepare(`explain query plan ${q.sql}`).all(...q.params) as { detail: string }[]).map((r) => r.detail).join(' | ');
      expect(plan(bookingQuery)).toContain('bookings_search_fts');
      expect(plan(bookingQuery)).toContain('USING INDEX bookings_shop_list_idx (shop_id=? AND list_key=?)');
      expect(plan(bookingQuery)).not.toMatch(/SCAN bookings\b(?!_search_fts)/);
      expect(plan(leadQuery)).toContain('leads_search_fts');
    } else {
      const pool = db.$client as unknown as Pool;
      const client = await pool.connect();
      try {
        await client.query('set enable_seqscan = off');
        const plan = async (q: { sql: string; params: unknown[] }) => JSON.stringify((await client.query(`explain (format json) ${q.sql}`, q.params)).rows);
        const onlySearch = db.select({ id: bookings.id }).from(bookings).where(bookingSearch('dana@exa')).toSQL();
        expect(await plan(onlySearch)).toContain('bookings_search_trgm');
        expect(await plan(leadQuery)).toContain('leads_search_trgm');
        await client.query('reset enable_seqscan');
      } finally {
        client.release();
      }
    }
  });
});
