import { GENERATION_FACTS, factsFor } from '@wrapsmith/catalog';
import type { BodyStyle, GenerationFacts } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { renderSvg } from '../render-svg.ts';
import type { RenderScene } from '../scene.ts';
import { carMask, drawFacts, measureSide, silhouetteDifference } from './measure.test-support.ts';
import { drawingOf, profileFor } from './profile-for.ts';
import { drawnFacts } from './facts.ts';
import { VEHICLE_PROFILES } from './profiles.ts';

const scene = (year: number, make: string, model: string, bodyStyle: BodyStyle, extra: Partial<RenderScene> = {}): RenderScene => ({
  vehicle: { year, make, model, bodyStyle },
  film: { brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
  ...extra,
});

const factsOf = (year: number, make: string, model: string, bodyStyle: BodyStyle): GenerationFacts => {
  const facts = factsFor(year, make, model, bodyStyle);
  if (!facts) throw new Error(`no facts for ${year} ${make} ${model}`);
  return facts;
};

const relativeError = (drawn: number, real: number) => Math.abs(drawn / real - 1);

describe('proportions of every generation with facts', () => {
  const errors = GENERATION_FACTS.map((facts) => {
    const drawn = measureSide(drawFacts(facts));
    return {
      name: `${facts.make} ${facts.model} ${facts.generation} (${facts.bodyStyle})`,
      lengthToHeight: relativeError(drawn.length / drawn.height, facts.lengthMm / facts.heightMm),
      wheelbaseToLength: relativeError(drawn.wheelbase / drawn.length, facts.wheelbaseMm / facts.lengthMm),
    };
  });

  it('covers every generation in the catalogue', () => {
    expect(errors.length).toBe(GENERATION_FACTS.length);
    expect(errors.length).toBeGreaterThan(500);
  });

  it('draws length ÷ height within 5 % of the facts', () => {
    const worst = errors.reduce((a, b) => (b.lengthToHeight > a.lengthToHeight ? b : a));
    expect(worst.lengthToHeight, worst.name).toBeLessThanOrEqual(0.05);
  });

  it('draws wheelbase ÷ length within 5 % of the facts', () => {
    const worst = errors.reduce((a, b) => (b.wheelbaseToLength > a.wheelbaseToLength ? b : a));
    expect(worst.wheelbaseToLength, worst.name).toBeLessThanOrEqual(0.05);
  });
});

describe('profileFor', () => {
  it('is the body style template when there are no facts', () => {
    expect(profileFor({ bodyStyle: 'van' })).toBe(VEHICLE_PROFILES.van);
  });

  it('puts the axles at the front overhang and the wheelbase behind it', () => {
    const facts = factsOf(2024, 'Ford', 'F-150', 'pickup');
    const p = profileFor({ bodyStyle: 'pickup' }, drawnFacts(facts));
    expect(p.wheel.front).toBeCloseTo(facts.frontOverhangMm, 6);
    expect(p.wheel.rear - p.wheel.front).toBeCloseTo(facts.wheelbaseMm, 6);
    expect(p.length).toBe(facts.lengthMm);
    expect(p.height).toBe(facts.heightMm);
  });

  it.each([
    [2024, 'Mazda', 'MX-5 Miata', 'convertible', 'roadster'],
    [2024, 'Porsche', '911', 'coupe', 'rear-engine'],
    [2024, 'Chevrolet', 'Corvette', 'coupe', 'mid-engine'],
    [2024, 'Jeep', 'Wrangler', 'suv', 'offroader'],
    [2024, 'Mercedes-Benz', 'Sprinter', 'van', 'cargo-van'],
    [2024, 'Tesla', 'Cybertruck', 'pickup', 'wedge-pickup'],
    [2024, 'Tesla', 'Model 3', 'sedan', 'fastback'],
    [2024, 'Honda', 'Civic', 'sedan', 'fastback'],
    [2024, 'Toyota', 'Camry', 'sedan', 'sedan'],
    [2024, 'Ford', 'F-150', 'pickup', 'pickup'],
    [1995, 'Ford', 'F-150', 'pickup', 'pickup-regular'],
    [2000, 'Ford', 'F-150', 'pickup', 'pickup-extended'],
  ] as const)('draws a %i %s %s (%s) as a %s', (year, make, model, bodyStyle, drawing) => {
    expect(drawingOf(bodyStyle, drawnFacts(factsOf(year, make, model, bodyStyle)))).toBe(drawing);
  });

  it('gives a two-seat roadster one door and one row of seats, and its soft top', () => {
    const p = profileFor({ bodyStyle: 'convertible' }, drawnFacts(factsOf(2024, 'Mazda', 'MX-5 Miata', 'convertible')));
    expect(p.doors).toHaveLength(2);
    expect(p.headrests).toHaveLength(1);
    expect(p.softTop).toBeDefined();
    const rf = profileFor({ bodyStyle: 'convertible' }, drawnFacts(factsOf(2024, 'Mazda', 'MX-5 Miata RF', 'convertible')));
    expect(rf.softTop).toBeUndefined();
  });

  it('hangs the spare wheel of a Wrangler behind its tailgate, inside its published length', () => {
    const facts = factsOf(2024, 'Jeep', 'Wrangler', 'suv');
    const p = profileFor({ bodyStyle: 'suv' }, drawnFacts(facts));
    expect(p.spare).toBeDefined();
    expect((p.spare?.x ?? 0) + (p.spare?.width ?? 0) / 2).toBeCloseTo(facts.lengthMm, 0);
  });

  it('gives a cargo van glass in the cab only', () => {
    const p = profileFor({ bodyStyle: 'van' }, drawnFacts(factsOf(2024, 'Mercedes-Benz', 'Sprinter', 'van')));
    expect(Math.max(...p.glass.map((q) => q.x))).toBeLessThan(p.doors[1] ?? 0);
  });
});

describe('details that tell a family apart', () => {
  it('draws no grille and no fuel filler on an electric car, in either view', () => {
    for (const view of ['side', 'three-quarter'] as const) {
      const tesla = renderSvg(scene(2024, 'Tesla', 'Model 3', 'sedan', { view }));
      const civic = renderSvg(scene(2024, 'Honda', 'Civic', 'sedan', { view }));
      expect(tesla).not.toContain('class="grille"');
      expect(tesla).not.toContain('class="fuel-door"');
      expect(civic).toContain('class="grille"');
      if (view === 'side') expect(civic).toContain('class="fuel-door"');
    }
  });

  it('gives a mid-engine car its side intake and a closed nose', () => {
    const svg = renderSvg(scene(2024, 'Chevrolet', 'Corvette', 'coupe'));
    expect(svg).toContain('class="side-intake"');
    expect(svg).not.toContain('class="grille"');
  });
});

describe('silhouettes', () => {
  const pairs = (list: [number, string, string, BodyStyle][]) =>
    list.flatMap((a, i) => list.slice(i + 1).map((b) => [a, b] as const));
  const sedans: [number, string, string, BodyStyle][] = [
    [2024, 'Tesla', 'Model 3', 'sedan'],
    [2024, 'Honda', 'Civic', 'sedan'],
    [2024, 'BMW', '3 Series', 'sedan'],
    [2024, 'Audi', 'A6', 'sedan'],
  ];
  const trucks: [number, string, string, BodyStyle][] = [
    [2024, 'Ford', 'F-150', 'pickup'],
    [2024, 'Toyota', 'Tacoma', 'pickup'],
    [2024, 'Tesla', 'Cybertruck', 'pickup'],
  ];

  it.each([...pairs(sedans), ...pairs(trucks)])('%j and %j differ in outline, in both views', (a, b) => {
    for (const view of ['side', 'three-quarter'] as const) {
      const ma = carMask(scene(...a, { view })).mask;
      const mb = carMask(scene(...b, { view })).mask;
      // One car's outline laid over the other's: at least 4 % of the car pixels belong to only one of them.
      expect(silhouetteDifference(ma, mb)).toBeGreaterThan(0.04);
    }
  });
});
