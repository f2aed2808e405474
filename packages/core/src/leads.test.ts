import { describe, expect, it } from 'vitest';
import {
  GIVEN_BY_VISITOR,
  LEAD_VEHICLE_API_MESSAGES,
  LEAD_VEHICLE_MESSAGES as M,
  LEAD_VEHICLE_YEAR_MAX,
  LEAD_VEHICLE_YEAR_MIN,
  leadVehicleLabel,
} from './lead-vehicle-rules.ts';
import { leadVehicleInput } from './leads.ts';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from './studio.ts';

const message = (value: unknown) => {
  const result = leadVehicleInput.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('leadVehicleInput', () => {
  it('takes the catalogue’s years, so a booking made from the lead takes the year too', () => {
    expect([LEAD_VEHICLE_YEAR_MIN, LEAD_VEHICLE_YEAR_MAX]).toEqual([VEHICLE_YEAR_MIN, VEHICLE_YEAR_MAX]);
  });

  it('takes all three, trimmed', () => {
    expect(leadVehicleInput.parse({ year: 2015, make: ' Honda ', model: 'Civic Type R ' })).toEqual({ year: 2015, make: 'Honda', model: 'Civic Type R' });
    expect(leadVehicleInput.parse({ year: 1990, make: 'Škoda', model: 'Favorit' }).make).toBe('Škoda');
  });

  it('refuses a partly filled vehicle, a year out of range and text that is not plain, naming the field', () => {
    const ok = { year: 2015, make: 'Honda', model: 'Civic' };
    expect(message({ ...ok, make: '  ' })).toBe(M.allOrNone);
    expect(message({ year: 2015, make: 'Honda' })).toBe(M.allOrNone);
    expect(message({ make: 'Honda', model: 'Civic' })).toBe(M.allOrNone);
    for (const year of [1989, 2027, 2015.5, '2015', null]) expect(message({ ...ok, year }), String(year)).toBe(M.year);
    expect(message({ ...ok, model: 'x'.repeat(61) })).toBe(M.tooLong('Model'));
    expect(message({ ...ok, model: 'x'.repeat(60) })).toBeNull();
    expect(message({ ...ok, make: '<b>Honda</b>' })).toBe(M.plainText('Make'));
    expect(message({ ...ok, model: 'Civic\nType R' })).toBe(M.plainText('Model'));
    expect(message({ ...ok, model: 'Civic \u202eR' })).toBe(M.plainText('Model'));
    expect(message({ ...ok, make: 42 })).toBe(M.plainText('Make'));
    expect(message({ ...ok, bodyStyle: 'sedan' })).toMatch(/bodyStyle/);
    expect(message('2015 Honda Civic')).toBe(LEAD_VEHICLE_API_MESSAGES.notAVehicle);
  });
});

describe('leadVehicleLabel', () => {
  it('names a catalogue vehicle as it is and marks the visitor’s words', () => {
    expect(leadVehicleLabel({ year: 2024, make: 'Buick', model: 'Enclave' })).toBe('2024 Buick Enclave');
    expect(leadVehicleLabel({ year: 2015, make: 'Honda', model: 'Civic', source: 'visitor' })).toBe(`2015 Honda Civic (${GIVEN_BY_VISITOR})`);
  });
});
