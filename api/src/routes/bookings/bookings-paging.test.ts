// Issue #8 item 8: GET /user/booking/all answers one page (data stays the list, page/pageSize/total beside it),
// the calendar asks for a bounded date range (GET /user/booking/days), and bad paging is a 400, never a 500.
import { BOOKING_RANGE_MESSAGES, LIST_MESSAGES, PAGE_SIZE, PAGE_SIZE_MAX, type BookingStatus, type Paged } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { forShop } from '../../db/scope.ts';
import { insertBooking } from '../../services/bookings/index.ts';
import { otherShop } from '../../test/studio.ts';
import { body } from '../../test/widget.ts';
import type { ApiErrorBody, BookingDayDto, BookingDto } from '@wrapsmith/core/contract';
import { bookingShop } from './booking-fixtures.ts';
import { transaction } from '../../db/tx.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;

/** `n` bookings straight into the table, one per check-in minute on `day`, so their list order is known. */
async function addBookings(t: Shop, shopId: string, n: number, fields: { bookingDate?: string; status?: BookingStatus; firstName?: string } = {}) {
  const { bookingDate = '2026-06-10', status = 'pending', firstName = 'Pat' } = fields;
  return transaction(t.deps.db, async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const time = `${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
      ids.push((await insertBooking(tx, forShop(shopId), { bookingDate, checkInTime: time, firstName, lastName: `No ${i + 1}`, status }, t.deps.now())).id);
    }
    return ids;
  });
}

async function get<T>(t: Shop, query: string, auth = t.auth): Promise<{ status: number; json: T }> {
  const res = await t.app.request(`/api/v1/user/booking/${query}`, { headers: auth });
  return { status: res.status, json: await body<T>(res) };
}

const list = (t: Shop, query = '', auth = t.auth) => get<Paged<BookingDto>>(t, `all${query}`, auth);
const ids = (page: Paged<BookingDto>) => page.data.map((b) => b._id);

describe('GET /user/booking/all pages', () => {
  it('answers the first page of PAGE_SIZE with the page, its size and the total beside the list', async () => {
    const t = await bookingShop();
    const all = await addBookings(t, t.owner.shop.id, PAGE_SIZE + 5);

    const { status, json } = await list(t);
    expect(status).toBe(200);
    expect(Array.isArray(json.data)).toBe(true);
    expect(json).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: PAGE_SIZE + 5 });
    expect(ids(json)).toEqual(all.slice(0, PAGE_SIZE));
    // The rows are the whole booking as before, photos included.
    expect(json.data[0]).toMatchObject({ firstName: 'Pat', lastName: 'No 1', status: 'pending', images: [] });
  });

  it('walks every row exactly once, page after page, in list order', async () => {
    const t = await bookingShop();
    const all = await addBookings(t, t.owner.shop.id, 23);

    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { json } = await list(t, `?page=${page}&pageSize=10`);
      expect(json).toMatchObject({ page, pageSize: 10, total: 23 });
      seen.push(...ids(json));
    }
    expect(seen).toEqual(all);
    const past = await list(t, '?page=4&pageSize=10');
    expect(past.status).toBe(200);
    expect(past.json).toMatchObject({ data: [], page: 4, pageSize: 10, total: 23 });
  });

  it('never answers more than PAGE_SIZE_MAX rows', async () => {
    const t = await bookingShop();
    await addBookings(t, t.owner.shop.id, PAGE_SIZE_MAX + 20);
    const { json } = await list(t, `?pageSize=${PAGE_SIZE_MAX}`);
    expect(json.data).toHaveLength(PAGE_SIZE_MAX);
    expect(json.total).toBe(PAGE_SIZE_MAX + 20);
    expect((await list(t, `?pageSize=${PAGE_SIZE_MAX + 1}`)).status).toBe(400);
  });

  it('counts only what the filters match: status (one or several), day, range and search', async () => {
    const t = await bookingShop();
    const shopId = t.owner.shop.id;
    await addBookings(t, shopId, 30, { bookingDate: '2026-06-10', status: 'pending' });
    await addBookings(t, shopId, 4, { bookingDate: '2026-06-10', status: 'accepted' });
    await addBookings(t, shopId, 6, { bookingDate: '2026-06-11', status: 'cancelled' });
    await addBookings(t, shopId, 2, { bookingDate: '2026-07-20', status: 'completed', firstName: 'Robin' });

    const totals = async (query: string) => {
      const { status, json } = await list(t, query);
      expect(status, query).toBe(200);
      return [json.data.length, json.total];
    };
    expect(await totals('?status=pending')).toEqual([PAGE_SIZE, 30]);
    expect(await totals('?status=pending,accepted&page=2')).toEqual([34 - PAGE_SIZE, 34]);
    expect(await totals('?status=cancelled')).toEqual([6, 6]);
    expect(await totals('?bookingDate=2026-06-10&pageSize=50')).toEqual([34, 34]);
    expect(await totals('?from=2026-06-11&to=2026-07-20')).toEqual([8, 8]);
    expect(await totals('?from=2026-06-01&to=2026-06-30&status=cancelled')).toEqual([6, 6]);
    expect(await totals('?q=robin')).toEqual([2, 2]);
  });

  it('never shows or counts another shop’s bookings', async () => {
    const t = await bookingShop();
    const other = await otherShop(t);
    await addBookings(t, t.owner.shop.id, 30);
    const theirs = await addBookings(t, other.shop.id, 3);

    expect((await list(t)).json.total).toBe(30);
    expect(ids((await list(t, '?pageSize=100')).json)).not.toContain(theirs[0]);
    const { json } = await list(t, '', other.auth);
    expect(json).toMatchObject({ page: 1, total: 3 });
    expect(ids(json)).toEqual(theirs);
    const days = await get<{ data: BookingDayDto[] }>(t, 'days?from=2026-06-01&to=2026-06-30', other.auth);
    expect(days.json.data).toEqual([{ date: '2026-06-10', count: 3 }]);
  });

  const badQueries: [string, string][] = [
    ['page=0', LIST_MESSAGES.page],
    ['page=-1', LIST_MESSAGES.page],
    ['page=1.5', LIST_MESSAGES.page],
    ['page=two', LIST_MESSAGES.page],
    ['page=', LIST_MESSAGES.page],
    ['page=10001', LIST_MESSAGES.page],
    ['page=1&page=2', LIST_MESSAGES.page],
    ['pageSize=0', LIST_MESSAGES.pageSize],
    ['pageSize=101', LIST_MESSAGES.pageSize],
    ['pageSize=1e9', LIST_MESSAGES.pageSize],
    ['pageSize=all', LIST_MESSAGES.pageSize],
    ['from=2026-06-01', BOOKING_RANGE_MESSAGES.bothEnds],
    ['to=2026-06-01', BOOKING_RANGE_MESSAGES.bothEnds],
    ['from=2026-06-10&to=2026-06-01', BOOKING_RANGE_MESSAGES.backwards],
    ['from=2026-06-01&to=2026-08-02', BOOKING_RANGE_MESSAGES.tooLong],
    ['from=2026-02-30&to=2026-03-02', 'from must be a date like 2026-05-31'],
    ['status=pending,done', 'status must be one of pending, quote_sent, accepted, inprogress, completed, cancelled'],
    ['limit=10', 'Unknown field: limit'],
  ];

  it.each(badQueries)('refuses ?%s with 400 and a message', async (query, message) => {
    const t = await bookingShop();
    await addBookings(t, t.owner.shop.id, 3);
    const { status, json } = await get<ApiErrorBody>(t, `all?${query}`);
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });
});

describe('GET /user/booking/days (the calendar’s range)', () => {
  it('counts the bookings of each day in the range, leaves out days without any, filters by status', async () => {
    const t = await bookingShop();
    const shopId = t.owner.shop.id;
    await addBookings(t, shopId, 3, { bookingDate: '2026-05-31' });
    await addBookings(t, shopId, 30, { bookingDate: '2026-06-10' });
    await addBookings(t, shopId, 2, { bookingDate: '2026-06-10', status: 'cancelled' });
    await addBookings(t, shopId, 1, { bookingDate: '2026-07-05' });
    await addBookings(t, shopId, 4, { bookingDate: '2026-07-06' });
    // Quotes without a day are on no calendar.
    await insertBooking(t.deps.db, forShop(shopId), { status: 'quote_sent', email: 'q@example.com' }, t.deps.now());

    const days = async (query: string) => {
      const res = await get<{ data: BookingDayDto[] }>(t, `days?${query}`);
      expect(res.status, query).toBe(200);
      return res.json.data;
    };
    expect(await days('from=2026-06-01&to=2026-07-05')).toEqual([
      { date: '2026-06-10', count: 32 },
      { date: '2026-07-05', count: 1 },
    ]);
    expect(await days('from=2026-06-01&to=2026-07-05&status=pending,accepted,inprogress')).toEqual([
      { date: '2026-06-10', count: 30 },
      { date: '2026-07-05', count: 1 },
    ]);
    expect(await days('from=2026-05-31&to=2026-05-31')).toEqual([{ date: '2026-05-31', count: 3 }]);
    expect(await days('from=2026-08-01&to=2026-08-31')).toEqual([]);
  });

  const badRanges: [string, string][] = [
    ['', 'from must be a date like 2026-05-31'],
    ['from=2026-06-01', 'to must be a date like 2026-05-31'],
    ['from=2026-06-10&to=2026-06-09', BOOKING_RANGE_MESSAGES.backwards],
    ['from=2026-01-01&to=2026-12-31', BOOKING_RANGE_MESSAGES.tooLong],
    ['from=06/01/2026&to=2026-06-30', 'from must be a date like 2026-05-31'],
    ['from=2026-06-01&to=2026-06-30&page=2', 'Unknown field: page'],
  ];

  it.each(badRanges)('refuses ?%s with 400 and a message', async (query, message) => {
    const t = await bookingShop();
    const { status, json } = await get<ApiErrorBody>(t, `days?${query}`);
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it('needs a login', async () => {
    const t = await bookingShop();
    expect((await t.app.request('/api/v1/user/booking/days?from=2026-06-01&to=2026-06-30')).status).toBe(401);
  });
});
