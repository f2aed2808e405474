// Issue 28 item 2 and 3 (decision 098): units per shop and Intl formats in its locale.
import { describe, expect, it } from 'vitest';
import {
  defaultUnits,
  formatArea,
  formatClock,
  formatDay,
  formatLength,
  formatRollWidth,
  formatSquareFeet,
  mmToUnits,
  rollWidthLabel,
  shopLocale,
  squareFeetToUnits,
  unitsOf,
  unitsToMm,
  unitsToSquareFeet,
} from './units.ts';

describe('issue 28 item 2: units per shop', () => {
  it('defaults from the country: imperial in the US, Liberia and Myanmar, metric elsewhere; a choice wins', () => {
    expect(['US', 'LR', 'MM', 'us'].map(defaultUnits)).toEqual(['imperial', 'imperial', 'imperial', 'imperial']);
    expect(['DE', 'GB', 'CA', 'MX', 'AU', 'AE', 'BR'].map(defaultUnits)).toEqual(Array(7).fill('metric'));
    expect(unitsOf({ units: null, country: 'DE' })).toBe('metric');
    expect(unitsOf({ units: 'imperial', country: 'DE' })).toBe('imperial');
    expect(unitsOf({ units: 'metric', country: 'US' })).toBe('metric');
  });

  it('converts lengths and areas exactly: a 25-yard roll is 22.86 m and 75 ft; 1 m² is 10.764 ft²', () => {
    expect(formatLength(22_860, 'metric')).toBe('22.86 m');
    expect(formatLength(22_860, 'imperial')).toBe('75.0 ft');
    expect(formatArea(1_000_000, 'metric')).toBe('1.0 m²');
    expect(formatArea(1_000_000, 'imperial')).toBe('10.8 ft²');
    // 250 ft² (a booking's estimate) is 23.2 m².
    expect(formatSquareFeet(250, 'metric')).toBe('23.2 m²');
    expect(formatSquareFeet(250, 'imperial')).toBe('250.0 ft²');
    expect(squareFeetToUnits(250, 'metric')).toBeCloseTo(23.2258, 4);
    expect(unitsToSquareFeet(23.2258, 'metric')).toBe(250);
    expect(unitsToSquareFeet(250, 'imperial')).toBe(250);
    expect(mmToUnits(22_860, 'imperial')).toBeCloseTo(75, 10);
    expect(unitsToMm(75, 'imperial')).toBe(22_860);
    expect(unitsToMm(1.52, 'metric')).toBe(1520);
  });

  it('names roll widths in the shop units, with the width the film is sold as beside it', () => {
    expect(formatRollWidth(1524, 'imperial')).toBe('60″');
    expect(formatRollWidth(1372, 'imperial')).toBe('54″');
    expect(formatRollWidth(1524, 'metric')).toBe('1,524 mm');
    expect(rollWidthLabel(1524, 'imperial')).toBe('60″ (1,524 mm)');
    expect(rollWidthLabel(1520, 'metric')).toBe('1,520 mm (60″)');
  });
});

describe('issue 28 item 3: dates, times and numbers in the shop locale', () => {
  it('writes English words with the country conventions', () => {
    expect(shopLocale('US')).toBe('en-US');
    expect(shopLocale('DE')).toBe('en-DE');
    expect(shopLocale('not a country')).toBe('en-US');
    expect(formatDay('2026-12-10', shopLocale('US'))).toBe('Dec 10, 2026');
    expect(formatDay('2026-12-10', shopLocale('DE'))).toBe('10 Dec 2026');
    expect(formatClock('09:30', shopLocale('US'))).toBe('9:30 AM');
    expect(formatClock('09:30', shopLocale('DE'))).toBe('09:30');
    expect(formatLength(22_860, 'metric', shopLocale('DE'))).toBe('22,86 m');
    expect(formatArea(123_456_789, 'metric', shopLocale('FR'))).toMatch(/^123,5 m²$/);
  });
});
