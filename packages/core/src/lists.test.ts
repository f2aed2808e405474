import { describe, expect, it } from 'vitest';
import { bookingDaysQuery, bookingExportQuery, bookingListQuery, BOOKING_RANGE_MAX_DAYS, BOOKING_RANGE_MESSAGES, daysInRange } from './bookings.ts';
import { paged, pageFields, pageOffset, pageQuery } from './lists.ts';
import { LIST_MESSAGES, PAGE_SIZE, PAGE_SIZE_MAX, pageCount } from './paging.ts';
import { DAY } from './time.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('pageQuery', () => {
  it('defaults to the first page of PAGE_SIZE and reads numbers from a query string', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE });
    expect(pageQuery.parse({ page: '3', pageSize: String(PAGE_SIZE_MAX) })).toEqual({ page: 3, pageSize: PAGE_SIZE_MAX });
  });

  it.each([
    [{ page: '0' }, LIST_MESSAGES.page],
    [{ page: '2.5' }, LIST_MESSAGES.page],
    [{ page: 'last' }, LIST_MESSAGES.page],
    [{ page: ['1', '2'] }, LIST_MESSAGES.page],
    [{ pageSize: '0' }, LIST_MESSAGES.pageSize],
    [{ pageSize: String(PAGE_SIZE_MAX + 1) }, LIST_MESSAGES.pageSize],
  ])('refuses %o with a message', (query, message) => {
    expect(firstMessage(pageQuery.safeParse(query))).toBe(message);
  });

  it('lets a list keep its own default size under the same maximum', () => {
    const grid = pageFields(24);
    expect(grid.pageSize.parse(undefined)).toBe(24);
    expect(grid.pageSize.safeParse(String(PAGE_SIZE_MAX + 1)).success).toBe(false);
  });
});

describe('page arithmetic', () => {
  it('skips the rows of the pages before, counts pages (at least one) and builds the answer', () => {
    expect(pageOffset({ page: 3, pageSize: 10 })).toBe(20);
    expect(pageCount({ pageSize: 10, total: 0 })).toBe(1);
    expect(pageCount({ pageSize: 10, total: 31 })).toBe(4);
    expect(paged(['a'], { page: 2, pageSize: 1 }, 2)).toEqual({ data: ['a'], page: 2, pageSize: 1, total: 2 });
  });
});

describe('booking list queries', () => {
  it('take one status or several, a range, and a page', () => {
    expect(bookingListQuery.parse({ status: 'pending,accepted', from: '2026-06-01', to: '2026-06-30', page: '2' })).toEqual({
      status: ['pending', 'accepted'],
      from: '2026-06-01',
      to: '2026-06-30',
      page: 2,
      pageSize: PAGE_SIZE,
    });
    expect(bookingListQuery.parse({ status: 'quote_sent' }).status).toEqual(['quote_sent']);
  });

  it('bound the range: both ends, in order, at most BOOKING_RANGE_MAX_DAYS days', () => {
    expect(daysInRange('2026-06-01', '2026-06-01')).toBe(1);
    expect(daysInRange('2026-02-27', '2026-03-02')).toBe(4);
    const to = (days: number) => new Date(Date.parse('2026-06-01') + (days - 1) * DAY).toISOString().slice(0, 10);
    expect(bookingDaysQuery.safeParse({ from: '2026-06-01', to: to(BOOKING_RANGE_MAX_DAYS) }).success).toBe(true);
    expect(firstMessage(bookingDaysQuery.safeParse({ from: '2026-06-01', to: to(BOOKING_RANGE_MAX_DAYS + 1) }))).toBe(BOOKING_RANGE_MESSAGES.tooLong);
    expect(firstMessage(bookingListQuery.safeParse({ to: '2026-06-01' }))).toBe(BOOKING_RANGE_MESSAGES.bothEnds);
    expect(firstMessage(bookingListQuery.safeParse({ from: '2026-06-02', to: '2026-06-01' }))).toBe(BOOKING_RANGE_MESSAGES.backwards);
  });

  it('leave the page out of the export, which holds every matching row', () => {
    expect(bookingExportQuery.safeParse({ status: 'completed' }).success).toBe(true);
    expect(firstMessage(bookingExportQuery.safeParse({ page: '1' }))).toBe('Unrecognized key: "page"');
  });
});
