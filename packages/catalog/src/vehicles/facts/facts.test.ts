import { describe, expect, it } from 'vitest';
import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR, modelYears } from '../vehicle-model.ts';
import { VEHICLE_MODELS, primaryBodyStyle } from '../vehicle-list.ts';
import { SHAPE_DEFAULTS } from './define.ts';
import { GENERATION_FACTS, VEHICLE_SHAPES, factsFor, type GenerationFacts } from './index.ts';

const label = (f: GenerationFacts) => `${f.make} ${f.model} ${f.generation} (${f.from}–${f.to}, ${f.bodyStyle})`;
const listed = new Map(VEHICLE_MODELS.map((v) => [`${v.make}|${v.model}`, v]));

/** Nameplates sold only as battery-electric cars in the years the facts cover. */
const EV_ONLY = [
  'Tesla|Model S', 'Tesla|Model X', 'Tesla|Model 3', 'Tesla|Model Y', 'Tesla|Cybertruck', 'Tesla|Roadster',
  'Rivian|R1T', 'Rivian|R1S', 'Lucid|Air', 'Polestar|Polestar 2', 'GMC|Hummer EV', 'Cadillac|Lyriq',
  'Chevrolet|Bolt EV', 'Ford|Mustang Mach-E', 'Hyundai|Ioniq 5', 'Hyundai|Ioniq 6', 'Kia|EV6', 'Kia|EV9',
  'Volkswagen|ID.3', 'Volkswagen|ID.4', 'Volkswagen|ID. Buzz', 'BMW|i3', 'BMW|i4', 'Audi|Q4 e-tron',
  'Porsche|Taycan', 'Skoda|Enyaq', 'Renault|Zoe', 'Dacia|Spring', 'Nissan|Leaf', 'Toyota|bZ4X',
];

/** The models the docs show: each must be covered in its last listed year by the generation named here. */
const SHOWCASE = [
  { make: 'Mazda', model: 'MX-5 Miata', generation: 'ND', shape: 'roadster' },
  { make: 'Porsche', model: '911', generation: '992', shape: 'coupe' },
  { make: 'Ford', model: 'F-150', generation: 'P702', shape: 'pickup' },
  { make: 'Jeep', model: 'Wrangler', generation: 'JL', shape: 'two-door-suv' },
  { make: 'Mercedes-Benz', model: 'Sprinter', generation: 'VS30', shape: 'cargo-van' },
  { make: 'MINI', model: 'Cooper', generation: 'F66', shape: 'hatchback' },
  { make: 'Tesla', model: 'Model 3', generation: 'Highland', shape: 'sedan' },
  { make: 'Volkswagen', model: 'Golf', generation: 'Mk8', shape: 'hatchback' },
  { make: 'Honda', model: 'Civic', generation: 'FE', shape: 'sedan' },
  { make: 'Toyota', model: 'RAV4', generation: 'XA60', shape: 'suv' },
  { make: 'Ford', model: 'Transit', generation: 'V363', shape: 'cargo-van' },
  { make: 'Chevrolet', model: 'Corvette', generation: 'C8', shape: 'coupe' },
] as const;

describe('generation facts', () => {
  it('name a listed make and model, one of its body styles, and years it was sold', () => {
    for (const f of GENERATION_FACTS) {
      const vehicle = listed.get(`${f.make}|${f.model}`);
      expect(vehicle, label(f)).toBeDefined();
      if (!vehicle) continue;
      expect(vehicle.bodyStyles, label(f)).toContain(f.bodyStyle);
      expect(f.from, label(f)).toBeLessThanOrEqual(f.to);
      expect(f.from, label(f)).toBeGreaterThanOrEqual(FIRST_MODEL_YEAR);
      expect(f.to, label(f)).toBeLessThanOrEqual(LAST_MODEL_YEAR);
      const sold = modelYears(vehicle);
      expect(sold, label(f)).toContain(f.from);
      expect(sold, label(f)).toContain(f.to);
    }
  });

  it('never give two generations of one model and body style the same year', () => {
    const seen = new Map<string, GenerationFacts>();
    for (const f of GENERATION_FACTS) {
      for (let year = f.from; year <= f.to; year += 1) {
        const key = `${f.make}|${f.model}|${f.bodyStyle}|${year}`;
        const other = seen.get(key);
        expect(other && label(other), `${label(f)} in ${year}`).toBeUndefined();
        seen.set(key, f);
      }
    }
  });

  it('are physically plausible', () => {
    for (const f of GENERATION_FACTS) {
      const rearOverhang = f.lengthMm - f.wheelbaseMm - f.frontOverhangMm;
      expect(f.lengthMm, label(f)).toBeGreaterThanOrEqual(2500);
      expect(f.lengthMm, label(f)).toBeLessThanOrEqual(6500);
      expect(f.wheelbaseMm / f.lengthMm, label(f)).toBeGreaterThanOrEqual(0.45);
      expect(f.wheelbaseMm / f.lengthMm, label(f)).toBeLessThanOrEqual(0.75);
      expect(f.heightMm, label(f)).toBeGreaterThanOrEqual(1000);
      expect(f.heightMm, label(f)).toBeLessThanOrEqual(2900);
      expect(f.frontOverhangMm, label(f)).toBeGreaterThanOrEqual(500);
      expect(f.frontOverhangMm, label(f)).toBeLessThanOrEqual(1300);
      expect(rearOverhang, label(f)).toBeGreaterThanOrEqual(350);
      expect(rearOverhang, label(f)).toBeLessThanOrEqual(2000);
      expect(f.wheelInches, label(f)).toBeGreaterThanOrEqual(13);
      expect(f.wheelInches, label(f)).toBeLessThanOrEqual(24);
      for (const ratio of [f.hoodRatio, f.roofRatio, f.beltRatio]) {
        expect(ratio, label(f)).toBeGreaterThan(0);
        expect(ratio, label(f)).toBeLessThan(1);
      }
      // The windscreen starts behind the bumper and the roof fits between windscreen and tail.
      expect(f.hoodRatio * f.lengthMm, label(f)).toBeGreaterThan(f.frontOverhangMm * 0.6);
      expect(f.hoodRatio + f.roofRatio, label(f)).toBeLessThan(1);
      expect(f.source.trim(), label(f)).not.toBe('');
      expect(f.source, label(f)).not.toContain('\n');
    }
  });

  it('draw each shape as its body style and carry the details that shape needs', () => {
    for (const f of GENERATION_FACTS) {
      expect(f.bodyStyle, label(f)).toBe(SHAPE_DEFAULTS[f.shape].bodyStyle);
      const pickup = f.shape === 'pickup';
      expect(f.cab !== undefined, label(f)).toBe(pickup);
      expect(f.bedLengthMm !== undefined, label(f)).toBe(pickup);
      if (f.bedLengthMm !== undefined) {
        expect(f.bedLengthMm, label(f)).toBeGreaterThanOrEqual(1200);
        expect(f.bedLengthMm, label(f)).toBeLessThanOrEqual(2500);
      }
      const van = f.shape === 'cargo-van' || f.shape === 'passenger-van';
      expect(f.van !== undefined, label(f)).toBe(van);
      if (f.van) expect(f.van.sideWindows, label(f)).toBe(f.shape === 'passenger-van');
      if (f.shape === 'roadster' || f.shape === 'convertible') expect(f.top, label(f)).toBeDefined();
      if (f.cab === 'regular') expect(f.doors, label(f)).toBe(2);
    }
  });

  it('mark every battery-electric nameplate as an EV', () => {
    for (const f of GENERATION_FACTS.filter((g) => EV_ONLY.includes(`${g.make}|${g.model}`))) {
      expect(f.powertrain, label(f)).toBe('ev');
    }
    for (const make of ['Tesla', 'Rivian', 'Lucid', 'Polestar']) {
      expect(GENERATION_FACTS.filter((f) => f.make === make && f.powertrain !== 'ev').map(label)).toEqual([]);
    }
    expect(GENERATION_FACTS.filter((f) => f.powertrain === 'ev').length).toBeGreaterThanOrEqual(30);
  });

  it('cover at least 150 models and every shape', () => {
    expect(new Set(GENERATION_FACTS.map((f) => `${f.make}|${f.model}`)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(GENERATION_FACTS.map((f) => f.shape))).toEqual(new Set(VEHICLE_SHAPES));
  });

  it('cover the showcase models in their current generation', () => {
    for (const { make, model, generation, shape } of SHOWCASE) {
      const vehicle = listed.get(`${make}|${model}`);
      const facts = vehicle && factsFor(vehicle.to, make, model);
      expect(facts?.generation, `${make} ${model}`).toBe(generation);
      expect(facts?.shape, `${make} ${model}`).toBe(shape);
    }
  });

  it('tell the showcase families apart', () => {
    expect(factsFor(2026, 'Porsche', '911')?.engine).toBe('rear');
    expect(factsFor(2026, 'Chevrolet', 'Corvette')?.engine).toBe('mid');
    expect(factsFor(2019, 'Chevrolet', 'Corvette')?.engine).toBe('front');
    expect(factsFor(2026, 'Tesla', 'Model 3')?.powertrain).toBe('ev');
    expect(factsFor(2026, 'Mazda', 'MX-5 Miata')?.top).toBe('soft');
    expect(factsFor(2026, 'Mazda', 'MX-5 Miata RF')?.top).toBe('hard');
    expect(factsFor(2026, 'Mercedes-Benz', 'Sprinter')?.van).toEqual({ roof: 'high', sideWindows: false });
    expect(factsFor(2026, 'Ford', 'F-150')).toMatchObject({ cab: 'crew', bedLengthMm: 1676 });
    expect(factsFor(2026, 'Jeep', 'Wrangler')).toMatchObject({ doors: 3, rearSpare: true });
    expect(factsFor(2026, 'Toyota', 'RAV4')?.powertrain).toBe('hybrid');
    expect(factsFor(2024, 'Acura', 'Integra')?.shape).toBe('liftback');
    expect(factsFor(2020, 'Kia', 'Stinger')?.shape).toBe('liftback');
  });

  it('list a model\'s default body style first, so a render without one draws the model\'s own', () => {
    for (const f of GENERATION_FACTS) {
      for (const year of [f.from, f.to]) {
        const primary = primaryBodyStyle(year, f.make, f.model);
        const drawsPrimary = GENERATION_FACTS.some(
          (g) => g.make === f.make && g.model === f.model && g.bodyStyle === primary && year >= g.from && year <= g.to,
        );
        if (drawsPrimary) expect(factsFor(year, f.make, f.model)?.bodyStyle, `${label(f)} in ${year}`).toBe(primary);
      }
    }
  });
});

describe('factsFor', () => {
  it('picks the generation whose years contain the year', () => {
    expect(factsFor(1996, 'Ford', 'F-150')?.generation).toBe('Ninth generation');
    expect(factsFor(1997, 'Ford', 'F-150')?.generation).toBe('PN96');
    expect(factsFor(2014, 'Ford', 'F-150')?.generation).toBe('P415');
    expect(factsFor(2015, 'Ford', 'F-150')?.generation).toBe('P552');
    expect(factsFor(2021, 'Ford', 'F-150')?.generation).toBe('P702');
    expect(factsFor(1998, 'Mazda', 'MX-5 Miata')).toBeUndefined();
    expect(factsFor(2005, 'Mazda', 'MX-5 Miata')?.generation).toBe('NB');
  });

  it('prefers the entry drawing the asked body style and falls back to the model\'s first', () => {
    expect(factsFor(2020, 'Ford', 'Mustang', 'convertible')?.generation).toBe('S550 Convertible');
    expect(factsFor(2020, 'Ford', 'Mustang', 'coupe')?.generation).toBe('S550');
    expect(factsFor(2020, 'Ford', 'Mustang')?.generation).toBe('S550');
    expect(factsFor(2010, 'Ford', 'Mustang', 'convertible')?.generation).toBe('S197');
    expect(factsFor(2020, 'Tesla', 'Model S', 'sedan')?.shape).toBe('liftback');
    expect(factsFor(2022, 'Honda', 'Civic', 'hatchback')?.generation).toBe('FL');
  });

  it('accepts the make as people write it and answers undefined for what it does not know', () => {
    expect(factsFor(2026, 'Mini', 'Cooper')?.generation).toBe('F66');
    expect(factsFor(2026, 'Mercedes Benz', 'Sprinter')?.generation).toBe('VS30');
    expect(factsFor(2026, 'Ford', 'Model T')).toBeUndefined();
    expect(factsFor(1989, 'Ford', 'F-150')).toBeUndefined();
  });
});
