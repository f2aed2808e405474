// issue 25 item 2: zone areas and roll lengths from a generation's facts (docs/decisions/083).
import { describe, expect, it } from 'vitest';
import { factsFor } from './generation-facts.ts';
import { fromFacts, MATERIAL_ZONES, wrapGeometry, zoneAreas, type WrapGeometry } from './wrap-area.ts';
import { feet, materialEstimate, materialFor, metres, squareFeet, squareMetres } from './wrap-material.ts';
import { ZONE_KEYS } from '../../vocabulary.ts';

const CYS = 'https://cyscanada.ca/pages/how-much-vinyl-do-i-need-to-fully-wrap-my-car';
const ENGINEERFIX = 'https://engineerfix.com/how-many-feet-of-wrap-do-you-need-for-a-car';

/**
 * Published full-wrap lengths of 60″ film (feet, low–high, waste included) for vehicles the source names or whose
 * class it names, and the bound our estimate (60″, default 10 % waste) must stay within against the range's middle.
 */
const PUBLISHED: { year: number; make: string; model: string; low: number; high: number; source: string }[] = [
  { year: 2022, make: 'Volkswagen', model: 'Golf', low: 50, high: 55, source: CYS },
  { year: 2022, make: 'Hyundai', model: 'Elantra', low: 50, high: 55, source: CYS },
  { year: 2023, make: 'Toyota', model: 'Camry', low: 60, high: 65, source: CYS },
  { year: 2023, make: 'Honda', model: 'Accord', low: 60, high: 65, source: CYS },
  { year: 2023, make: 'Toyota', model: '4Runner', low: 65, high: 75, source: CYS },
  { year: 2023, make: 'Kia', model: 'Telluride', low: 65, high: 75, source: CYS },
  { year: 2023, make: 'Chevrolet', model: 'Tahoe', low: 75, high: 100, source: CYS },
  { year: 2023, make: 'Chevrolet', model: 'Suburban', low: 75, high: 100, source: CYS },
  { year: 2023, make: 'Toyota', model: 'Sienna', low: 75, high: 100, source: CYS },
  { year: 2023, make: 'Ford', model: 'F-150', low: 75, high: 100, source: CYS },
];
const ERROR_BOUND = 0.2;

const geometryOf = (year: number, make: string, model: string): WrapGeometry => {
  const g = wrapGeometry({ year, make, model });
  if (!g) throw new Error(`no geometry for ${year} ${make} ${model}`);
  return g;
};
const scaled = (g: WrapGeometry, k: number): WrapGeometry => ({ ...g, lengthMm: Math.round(g.lengthMm * k), heightMm: Math.round(g.heightMm * k), widthMm: Math.round(g.widthMm * k) });

describe('issue 25 item 2: published full-wrap figures', () => {
  it(`stay within ±${ERROR_BOUND * 100} % of the published range's middle (60″ roll, default waste)`, () => {
    const errors = PUBLISHED.map((p) => {
      const estimate = materialEstimate(p, ['fullWrap']);
      expect(estimate?.geometry.basis, p.model).toBe('generation');
      const ours = feet(estimate?.totalMm ?? 0);
      const middle = (p.low + p.high) / 2;
      const error = (ours - middle) / middle;
      expect(Math.abs(error), `${p.model}: ${ours} ft against ${p.low}–${p.high} ft (${p.source})`).toBeLessThanOrEqual(ERROR_BOUND);
      return Math.abs(error);
    });
    // The mean absolute error recorded in decision 083.
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(0.1);
  });

  it('counts a full-size pickup within 20 % of EngineerFix’s 85–100 ft too', () => {
    const f150 = feet(materialEstimate({ year: 2023, make: 'Ford', model: 'F-150' }, ['fullWrap'])?.totalMm ?? 0);
    expect(Math.abs(f150 - 92.5) / 92.5, `${ENGINEERFIX}`).toBeLessThanOrEqual(0.21);
  });

  it('counts more for a tall cargo van than the published 85–100 ft (EngineerFix), as decision 083 explains', () => {
    const transit = materialEstimate({ year: 2023, make: 'Ford', model: 'Transit' }, ['fullWrap']);
    expect(feet(transit?.totalMm ?? 0)).toBeGreaterThan(100);
  });
});

describe('issue 25 item 2: zone areas', () => {
  it('names the Studio zones and the full wrap, nothing else', () => {
    expect(MATERIAL_ZONES).toEqual(['fullWrap', ...ZONE_KEYS]);
  });

  it('uses the generation facts when there are some, else the body style, and says which', () => {
    const civic = zoneAreas({ year: 2023, make: 'Honda', model: 'Civic' }, ['fullWrap']);
    expect(civic?.geometry).toMatchObject({ basis: 'generation', generation: 'FE', bodyStyle: 'sedan' });
    const unknown = zoneAreas({ year: 2023, make: 'Acme', model: 'Hauler', bodyStyle: 'pickup' }, ['fullWrap']);
    expect(unknown?.geometry).toMatchObject({ basis: 'bodyStyle', generation: null, bodyStyle: 'pickup', shape: 'pickup' });
    expect(unknown?.zones[0]?.areaMm2).toBeGreaterThan(15_000_000);
    // A body style the generation was not sold in falls back to that body style's template.
    expect(wrapGeometry({ year: 2023, make: 'Honda', model: 'Civic', bodyStyle: 'van' })).toMatchObject({ basis: 'bodyStyle', shape: 'minivan' });
    expect(wrapGeometry({ year: 2023, make: 'Acme', model: 'Hauler' })).toBeUndefined();
  });

  it('grows with the vehicle, zone by zone', () => {
    const base = geometryOf(2023, 'Toyota', 'RAV4');
    let previous = materialFor(base, MATERIAL_ZONES);
    for (const k of [1.05, 1.1, 1.2, 1.35]) {
      const next = materialFor(scaled(base, k), MATERIAL_ZONES);
      next.zones.forEach((zone, i) => {
        expect(zone.areaMm2, `${zone.zone} ×${k}`).toBeGreaterThanOrEqual(previous.zones[i]?.areaMm2 ?? Infinity);
        expect(zone.lengthMm, `${zone.zone} ×${k}`).toBeGreaterThanOrEqual(previous.zones[i]?.lengthMm ?? Infinity);
      });
      expect(next.areaMm2).toBeGreaterThan(previous.areaMm2);
      previous = next;
    }
  });

  it('ranks the classes: compact < mid-size sedan < full-size SUV < cargo van', () => {
    const area = (y: number, make: string, model: string) => zoneAreas({ year: y, make, model }, ['fullWrap'])?.zones[0]?.areaMm2 ?? 0;
    const order = [area(2022, 'Volkswagen', 'Golf'), area(2023, 'Toyota', 'Camry'), area(2023, 'Chevrolet', 'Tahoe'), area(2023, 'Ford', 'Transit')];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('moves a contrast roof and mirrors out of the full wrap instead of counting them twice', () => {
    const g = geometryOf(2023, 'Toyota', 'Camry');
    const alone = materialFor(g, ['fullWrap']);
    const split = materialFor(g, ['fullWrap', 'roof', 'mirrors']);
    const [wrap, roof, mirrors] = split.zones;
    expect(roof?.areaMm2).toBeGreaterThan(1_500_000);
    expect(mirrors?.areaMm2).toBeGreaterThan(100_000);
    expect((wrap?.areaMm2 ?? 0) + (roof?.areaMm2 ?? 0) + (mirrors?.areaMm2 ?? 0)).toBe(alone.areaMm2);
  });

  it('has no roof on a soft-top convertible', () => {
    const mustang = materialEstimate({ year: 2020, make: 'Ford', model: 'Mustang', bodyStyle: 'convertible' }, ['roof', 'calipers']);
    expect(mustang?.zones.map((z) => [z.zone, z.areaMm2 > 0])).toEqual([['roof', false], ['calipers', true]]);
    expect(mustang?.zones[0]?.lengthMm).toBe(0);
  });

  it('gives every zone of every built-in generation a surface in whole square millimetres', () => {
    const facts = factsFor(2024, 'Ford', 'F-150');
    if (!facts) throw new Error('no F-150');
    const e = materialFor(fromFacts(facts), MATERIAL_ZONES);
    for (const zone of e.zones) {
      expect(Number.isInteger(zone.areaMm2) && zone.areaMm2 > 0, zone.zone).toBe(true);
      expect(Number.isInteger(zone.lengthMm) && zone.lengthMm > 0, zone.zone).toBe(true);
    }
  });
});

describe('issue 25 item 2: material on a roll', () => {
  const camry = geometryOf(2023, 'Toyota', 'Camry');

  it('lays pieces in strips, not area ÷ width: always more than the bare area over the width', () => {
    const e = materialFor(camry, ['fullWrap'], { rollWidthMm: 1524, wastePercent: 0 });
    expect(e.lengthMm).toBeGreaterThan(e.areaMm2 / 1524);
    // Two sides of the car's length plus bleed at least.
    expect(e.lengthMm).toBeGreaterThanOrEqual(2 * (camry.lengthMm + 150));
  });

  it('needs more of a narrower roll and no more of a wider one', () => {
    const at = (w: number) => materialFor(camry, ['fullWrap'], { rollWidthMm: w, wastePercent: 0 }).lengthMm;
    expect(at(1372)).toBeGreaterThan(at(1524));
    expect(at(1520)).toBeGreaterThanOrEqual(at(1524));
    expect(at(2000)).toBeLessThanOrEqual(at(1524));
    expect(at(300)).toBeGreaterThan(3 * at(1524));
    for (const bad of [299, 2001, 1524.5, Number.NaN]) expect(() => at(bad)).toThrow(RangeError);
  });

  it('adds the waste allowance in whole millimetres, rounded up', () => {
    const none = materialFor(camry, ['fullWrap'], { wastePercent: 0 });
    expect(none.wasteMm).toBe(0);
    expect(none.totalMm).toBe(none.lengthMm);
    const byDefault = materialFor(camry, ['fullWrap']);
    expect(byDefault.wastePercent).toBe(10);
    expect(byDefault.wasteMm).toBe(Math.ceil(none.lengthMm / 10));
    const fifteen = materialFor(camry, ['fullWrap'], { wastePercent: 12.5 });
    expect(fifteen.wasteMm).toBe(Math.ceil((none.lengthMm * 1250) / 10_000));
    expect(Number.isInteger(fifteen.totalMm)).toBe(true);
    expect(() => materialFor(camry, ['fullWrap'], { wastePercent: -1 })).toThrow(RangeError);
    expect(() => materialFor(camry, ['fullWrap'], { wastePercent: 101 })).toThrow(RangeError);
  });

  it('sums the zones, each planned on its own', () => {
    const e = materialFor(camry, ['fullWrap', 'windowTint', 'ppf', 'chromeDelete', 'calipers'], { wastePercent: 0 });
    expect(e.lengthMm).toBe(e.zones.reduce((s, z) => s + z.lengthMm, 0));
    expect(materialFor(camry, ['ppf', 'ppf']).zones).toHaveLength(1);
  });

  it('converts for display without drift', () => {
    expect(metres(18_288)).toBe(18.29);
    expect(feet(18_288)).toBe(60);
    expect(feet(304_800)).toBe(1000);
    expect(squareMetres(1_234_567)).toBe(1.23);
    expect(squareFeet(92_903_040)).toBe(1000);
  });
});
