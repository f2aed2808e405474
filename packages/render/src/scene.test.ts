import { factsFor } from '@wrapsmith/catalog';
import type { GenerationFacts } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { normalizeScene, normalizedSceneHash, sceneHash, validateScene } from './scene.ts';
import { drawnFacts } from './vehicle/facts.ts';
import type { RenderScene } from './scene.ts';

const base: RenderScene = {
  vehicle: { year: 2024, make: 'Honda', model: 'Accord', bodyStyle: 'sedan' },
  film: { brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
};

const errorPaths = (input: unknown): string[] => {
  const result = validateScene(input);
  return result.ok ? [] : result.errors.map((e) => e.path);
};

describe('validateScene', () => {
  it('accepts a full scene and fills in the defaults: side view, the generation facts it is drawn with', () => {
    const result = validateScene({ ...base, film: { ...base.film, hex: '#B3121F' } });
    const facts = factsFor(2024, 'Honda', 'Accord', 'sedan');
    expect(facts).toBeDefined();
    expect(result).toEqual({
      ok: true,
      scene: { ...base, zones: {}, size: { width: 1024, height: 640 }, background: 'studio', view: 'side', facts: drawnFacts(facts as GenerationFacts) },
    });
  });

  it('has no facts for a vehicle the catalogue does not know, or in a body style it lacks', () => {
    const unknown = validateScene({ ...base, vehicle: { ...base.vehicle, make: 'Wrapsmith', model: 'Prototype' } });
    expect(unknown.ok && unknown.scene.facts).toBeNull();
    const golfConvertible = validateScene({ ...base, vehicle: { year: 2024, make: 'Volkswagen', model: 'Golf', bodyStyle: 'convertible' } });
    expect(golfConvertible.ok && golfConvertible.scene.facts).toBeNull();
  });

  it('takes a three-quarter view and refuses a view it does not know', () => {
    const result = validateScene({ ...base, view: 'three-quarter' });
    expect(result.ok && result.scene.view).toBe('three-quarter');
    expect(errorPaths({ ...base, view: 'top' })).toEqual(['view']);
  });

  it.each(['b3121f', '#b3121', '#gg0000', 'red', 12, undefined])('rejects the film hex %j', (hex) => {
    expect(errorPaths({ ...base, film: { ...base.film, hex } })).toEqual(['film.hex']);
  });

  it('expands a three-digit hex', () => {
    const result = validateScene({ ...base, film: { ...base.film, hex: '#F0a' } });
    expect(result.ok && result.scene.film.hex).toBe('#ff00aa');
  });

  it('refuses a roof colour on a convertible (its top is fabric) and keeps it on a coupe', () => {
    const convertible = { ...base, vehicle: { ...base.vehicle, bodyStyle: 'convertible' }, zones: { roof: '#111111', mirrors: '#111111' } };
    const result = validateScene(convertible);
    expect(result.ok ? [] : result.errors).toEqual([{ path: 'zones.roof', message: expect.stringMatching(/soft top is fabric/) }]);
    expect(errorPaths({ ...convertible, vehicle: { ...base.vehicle, bodyStyle: 'coupe' } })).toEqual([]);
  });

  it('rejects bad zone colours by their own path', () => {
    expect(errorPaths({ ...base, zones: { roof: '#12', mirrors: 'black', calipers: '#zzzzzz' } })).toEqual([
      'zones.roof',
      'zones.mirrors',
      'zones.calipers',
    ]);
  });

  it('names the expected values for an unknown finish and body style', () => {
    const result = validateScene({
      ...base,
      vehicle: { ...base.vehicle, bodyStyle: 'limousine' },
      film: { ...base.film, finish: 'glitter' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = Object.fromEntries(result.errors.map((e) => [e.path, e.message]));
    expect(byPath['vehicle.bodyStyle']).toContain('"limousine"');
    expect(byPath['vehicle.bodyStyle']).toContain('sedan, coupe');
    expect(byPath['film.finish']).toContain('"glitter"');
    expect(byPath['film.finish']).toContain('gloss, satin, matte');
  });

  it.each([4, 4.99, 90.5, 91, -20, Number.NaN, '20'])('rejects a window tint of %j', (windowTint) => {
    expect(errorPaths({ ...base, zones: { windowTint } })).toEqual(['zones.windowTint']);
  });

  it.each([5, 20, 35.5, 90])('accepts a window tint of %j', (windowTint) => {
    const result = validateScene({ ...base, zones: { windowTint } });
    expect(result.ok && result.scene.zones.windowTint).toBe(windowTint);
  });

  it('rejects a PPF kind, chrome delete flag, size and background it does not know', () => {
    expect(
      errorPaths({ ...base, zones: { ppf: 'satin', chromeDelete: 'yes' }, size: { width: 10, height: 640 }, background: 'beach' }),
    ).toEqual(['zones.chromeDelete', 'zones.ppf', 'size.width', 'background']);
  });

  it('reports missing vehicle and film, and non-objects', () => {
    expect(errorPaths({})).toEqual(['vehicle', 'film']);
    expect(errorPaths('sedan')).toEqual(['']);
    expect(errorPaths({ ...base, vehicle: { ...base.vehicle, make: '  ', year: 1700 } })).toEqual(['vehicle.year', 'vehicle.make']);
  });
});

describe('sceneHash', () => {
  it('is 16 hex digits and stable under key order, hex case and explicit defaults', () => {
    const reordered: RenderScene = {
      film: { finish: 'gloss', hex: '#B3121F', name: 'Gloss Hot Rod Red', code: 'G13', brand: '3M' },
      vehicle: { bodyStyle: 'sedan', model: 'Accord', make: 'Honda', year: 2024 },
      background: 'studio',
      size: { height: 640, width: 1024 },
      zones: {},
    };
    expect(sceneHash(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(sceneHash(reordered)).toBe(sceneHash(base));
  });

  it('differs when anything drawn differs', () => {
    const variants: RenderScene[] = [
      base,
      { ...base, film: { ...base.film, hex: '#b3121e' } },
      { ...base, film: { ...base.film, finish: 'matte' } },
      { ...base, vehicle: { ...base.vehicle, bodyStyle: 'coupe' } },
      { ...base, zones: { windowTint: 20 } },
      { ...base, zones: { windowTint: 21 } },
      { ...base, size: { width: 512, height: 320 } },
      { ...base, background: 'transparent' },
      { ...base, view: 'three-quarter' },
    ];
    expect(new Set(variants.map((v) => sceneHash(v))).size).toBe(variants.length);
  });

  it('changes when the facts a scene is drawn with change, so a cached render is not reused', () => {
    const scene = normalizeScene(base);
    const facts = scene.facts as NonNullable<typeof scene.facts>;
    expect(normalizedSceneHash({ ...scene, facts: { ...facts, lengthMm: facts.lengthMm + 1 } })).not.toBe(normalizedSceneHash(scene));
    expect(normalizedSceneHash(scene)).toBe(sceneHash(base));
  });
});
