import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, formatDay, formatLongDay, formatMonth, fromLocalDay, monthGrid, readDay, toLocalDay, weekday } from './local-day.ts';

// Days must follow the browser's clock, not UTC: run these in zones on both sides of it.
function inZone(tz: string) {
  beforeEach(() => {
    vi.stubEnv('TZ', tz);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

describe('local days west of UTC (Los Angeles)', () => {
  inZone('America/Los_Angeles');

  it('files an evening under its own local day, where toISOString would say the next day', () => {
    const evening = new Date(2025, 5, 2, 20, 30);
    expect(evening.toISOString().slice(0, 10)).toBe('2025-06-03');
    expect(toLocalDay(evening)).toBe('2025-06-02');
  });

  it('reads a day as local midnight and steps over the daylight-saving change', () => {
    const day = fromLocalDay('2025-03-09');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 2, 9, 0]);
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01');
  });

  it('formats a day without shifting it', () => {
    expect(formatDay('2025-06-02')).toBe('Jun 2, 2025');
    expect(formatLongDay('2025-06-02')).toBe('Monday, June 2, 2025');
    expect(formatMonth('2025-06-30')).toBe('June 2025');
  });
});

describe('local days east of UTC (Auckland)', () => {
  inZone('Pacific/Auckland');

  it('files an early morning under its own local day, where toISOString would say the day before', () => {
    const morning = new Date(2025, 5, 2, 7, 0);
    expect(morning.toISOString().slice(0, 10)).toBe('2025-06-01');
    expect(toLocalDay(morning)).toBe('2025-06-02');
    expect(weekday('2025-06-02')).toBe(1);
  });
});

describe('calendar arithmetic', () => {
  it('keeps a month step inside the target month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(addMonths('2025-06-02', 12)).toBe('2026-06-02');
  });

  it('handles years below 100 (the calendar starts at year 1)', () => {
    expect(toLocalDay(fromLocalDay('0001-01-01'))).toBe('0001-01-01');
    expect(addDays('0001-01-01', 31)).toBe('0001-02-01');
  });

  it('lays out six Sunday-first weeks around the month', () => {
    const grid = monthGrid('2025-06-17');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    // June 1, 2025 is a Sunday.
    expect(grid[0]?.[0]).toBe('2025-06-01');
    expect(grid[4]?.[1]).toBe('2025-06-30');
    expect(grid[5]?.[6]).toBe('2025-07-12');
    expect(monthGrid('2025-02-10')[0]?.[0]).toBe('2025-01-26');
  });

  it('accepts only real days from the address bar', () => {
    expect(readDay('2025-06-02', 'x')).toBe('2025-06-02');
    expect(readDay('2025-02-30', '2025-06-01')).toBe('2025-06-01');
    expect(readDay(null, '2025-06-01')).toBe('2025-06-01');
    expect(formatDay(null)).toBe('—');
  });
});
