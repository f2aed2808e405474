import { describe, expect, it } from 'vitest';
import { BODY_STYLES } from '../vocabulary.ts';
import { normalizeMake } from './make-names.ts';
import { VEHICLE_MAKES, VEHICLE_MODELS, expandVehicles } from './vehicle-list.ts';
import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR, modelYears } from './vehicle-model.ts';

const rows = [...expandVehicles()];

describe('built-in vehicle list', () => {
  it('covers the makes sold in North America and Europe', () => {
    const required = [
      'Acura', 'Alfa Romeo', 'Audi', 'BMW', 'Buick', 'Cadillac', 'Chevrolet', 'Chrysler', 'Citroën', 'Dacia', 'Dodge',
      'Fiat', 'Ford', 'Genesis', 'GMC', 'Honda', 'Hyundai', 'Infiniti', 'Jaguar', 'Jeep', 'Kia', 'Land Rover', 'Lexus',
      'Lincoln', 'Mazda', 'Mercedes-Benz', 'MINI', 'Mitsubishi', 'Nissan', 'Opel', 'Vauxhall', 'Peugeot', 'Polestar',
      'Porsche', 'Ram', 'Renault', 'Rivian', 'Seat', 'Skoda', 'Subaru', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo',
    ];
    expect(VEHICLE_MAKES).toEqual(expect.arrayContaining(required));
    expect(VEHICLE_MODELS.length).toBeGreaterThanOrEqual(400);
  });

  it('has no make and model twice', () => {
    const keys = VEHICLE_MODELS.map((v) => `${v.make}|${v.model}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('keeps every range and gap inside 1990–2026 with at least one year and a body style', () => {
    for (const vehicle of VEHICLE_MODELS) {
      const label = `${vehicle.make} ${vehicle.model}`;
      expect(vehicle.from, label).toBeGreaterThanOrEqual(FIRST_MODEL_YEAR);
      expect(vehicle.to, label).toBeLessThanOrEqual(LAST_MODEL_YEAR);
      expect(vehicle.from, label).toBeLessThanOrEqual(vehicle.to);
      for (const [from, to] of vehicle.gaps ?? []) {
        expect(from, label).toBeGreaterThan(vehicle.from);
        expect(to, label).toBeLessThan(vehicle.to);
        expect(from, label).toBeLessThanOrEqual(to);
      }
      expect(vehicle.bodyStyles.length, label).toBeGreaterThan(0);
      expect(new Set(vehicle.bodyStyles).size, label).toBe(vehicle.bodyStyles.length);
      for (const style of vehicle.bodyStyles) expect(BODY_STYLES, label).toContain(style);
    }
  });

  it('offers at least 20 makes in every model year', () => {
    for (let year = FIRST_MODEL_YEAR; year <= LAST_MODEL_YEAR; year += 1) {
      const makes = new Set(rows.filter((r) => r.year === year).map((r) => r.make));
      expect(makes.size, String(year)).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('expandVehicles', () => {
  it('yields one row per model year and body style', () => {
    const expected = VEHICLE_MODELS.reduce((sum, v) => sum + modelYears(v).length * v.bodyStyles.length, 0);
    expect(rows).toHaveLength(expected);
    const model3 = rows.filter((r) => r.make === 'Tesla' && r.model === 'Model 3');
    expect(model3.map((r) => r.year)).toEqual(Array.from({ length: 10 }, (_, i) => 2017 + i));
    expect(new Set(model3.map((r) => r.bodyStyle))).toEqual(new Set(['sedan']));
  });

  it('skips the years a nameplate was off the market', () => {
    const rangerYears = rows.filter((r) => r.make === 'Ford' && r.model === 'Ranger').map((r) => r.year);
    expect(rangerYears).toContain(2011);
    expect(rangerYears).toContain(2019);
    expect(rangerYears.filter((y) => y >= 2012 && y <= 2018)).toEqual([]);
  });

  it('expands a given list', () => {
    const list = [{ make: 'Honda', model: 'Odyssey', from: 2024, to: 2025, bodyStyles: ['van', 'suv'] as const }];
    expect([...expandVehicles(list)]).toEqual([
      { year: 2024, make: 'Honda', model: 'Odyssey', bodyStyle: 'van' },
      { year: 2024, make: 'Honda', model: 'Odyssey', bodyStyle: 'suv' },
      { year: 2025, make: 'Honda', model: 'Odyssey', bodyStyle: 'van' },
      { year: 2025, make: 'Honda', model: 'Odyssey', bodyStyle: 'suv' },
    ]);
  });
});

describe('normalizeMake', () => {
  it('gives known makes one spelling', () => {
    expect(normalizeMake('  bmw ')).toBe('BMW');
    expect(normalizeMake('gmc')).toBe('GMC');
    expect(normalizeMake('Mercedes Benz')).toBe('Mercedes-Benz');
    expect(normalizeMake('MERCEDES')).toBe('Mercedes-Benz');
    expect(normalizeMake('MAZDA')).toBe('Mazda');
    expect(normalizeMake('Mini')).toBe('MINI');
    expect(normalizeMake('Citroen')).toBe('Citroën');
    expect(normalizeMake('land  rover')).toBe('Land Rover');
    expect(normalizeMake('McLaren Automotive')).toBe('McLaren');
    expect(normalizeMake('VW')).toBe('Volkswagen');
  });

  it('tidies unknown makes and keeps their casing', () => {
    expect(normalizeMake('  Acme   Motor  Works ')).toBe('Acme Motor Works');
  });
});
