// The render request: what to draw (vehicle, film, zones) and how big. validateScene is the only gate;
// renderSvg never draws a scene it has not normalised.
import { BODY_STYLES, FINISHES, MISSING_ZONES } from '@wrapsmith/catalog';
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import { isHex, normalizeHex } from './color.ts';
import { canonicalJson, fnv1a64 } from './hash.ts';
import { drawnFactsFor } from './vehicle/facts.ts';
import type { DrawnFacts } from './vehicle/profile-for.ts';

/** Where the camera stands: square-on to the driver's side, or at the front left corner. */
export const RENDER_VIEWS = ['side', 'three-quarter'] as const;
export type RenderView = (typeof RENDER_VIEWS)[number];

export interface RenderScene {
  vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle };
  film: { brand: string; code: string; name: string; hex: string; finish: Finish; secondaryHex?: string };
  zones?: RenderZones;
  size?: { width: number; height: number };
  background?: 'studio' | 'transparent';
  /** 'side' unless asked. */
  view?: RenderView;
}

/**
 * A validated scene with defaults filled in and hex colours in `#rrggbb` form. `facts` are the vehicle's
 * generation facts as drawn (null when the catalogue has none): part of the scene, so its hash changes
 * when the drawing does.
 */
export interface NormalizedScene {
  vehicle: RenderScene['vehicle'];
  film: RenderScene['film'];
  zones: RenderZones;
  size: { width: number; height: number };
  background: 'studio' | 'transparent';
  view: RenderView;
  facts: DrawnFacts | null;
}

export interface SceneError {
  /** Dotted path of the offending field, e.g. `film.hex`. */
  path: string;
  message: string;
}

export type SceneValidation = { ok: true; scene: NormalizedScene } | { ok: false; errors: SceneError[] };

export const DEFAULT_SIZE = { width: 1024, height: 640 } as const;
export const SIZE_LIMITS = { min: 64, max: 4096 } as const;
export const TINT_LIMITS = { min: 5, max: 90 } as const;
export const YEAR_LIMITS = { min: 1886, max: 2100 } as const;
const MAX_TEXT = 120;

export class InvalidSceneError extends Error {
  readonly errors: SceneError[];

  constructor(errors: SceneError[]) {
    super(`Invalid render scene: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
    this.name = 'InvalidSceneError';
    this.errors = errors;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export function validateScene(input: unknown): SceneValidation {
  const errors: SceneError[] = [];
  const fail = (path: string, message: string): void => {
    errors.push({ path, message });
  };
  const text = (record: Record<string, unknown>, key: string, path: string, allowEmpty = false): string => {
    const value = record[key];
    if (typeof value !== 'string') {
      fail(path, 'must be a string');
      return '';
    }
    const trimmed = value.trim();
    if (!allowEmpty && trimmed === '') fail(path, 'must not be empty');
    if (trimmed.length > MAX_TEXT) fail(path, `must be at most ${MAX_TEXT} characters`);
    return trimmed;
  };
  const hex = (value: unknown, path: string): string => {
    if (!isHex(value)) {
      fail(path, `must be a hex colour like #1a2b3c (got ${JSON.stringify(value) ?? 'nothing'})`);
      return '#000000';
    }
    return normalizeHex(value);
  };

  if (!isRecord(input)) return { ok: false, errors: [{ path: '', message: 'scene must be an object' }] };

  const vehicleIn = isRecord(input.vehicle) ? input.vehicle : undefined;
  if (!vehicleIn) fail('vehicle', 'is required');
  const v = vehicleIn ?? {};
  const year = v.year;
  if (vehicleIn && (typeof year !== 'number' || !Number.isInteger(year) || year < YEAR_LIMITS.min || year > YEAR_LIMITS.max)) {
    fail('vehicle.year', `must be a whole year from ${YEAR_LIMITS.min} to ${YEAR_LIMITS.max}`);
  }
  const make = vehicleIn ? text(v, 'make', 'vehicle.make') : '';
  const model = vehicleIn ? text(v, 'model', 'vehicle.model') : '';
  if (vehicleIn && !includes(BODY_STYLES, v.bodyStyle)) {
    fail('vehicle.bodyStyle', `unknown body style ${JSON.stringify(v.bodyStyle) ?? ''}; expected one of ${BODY_STYLES.join(', ')}`);
  }

  const filmIn = isRecord(input.film) ? input.film : undefined;
  if (!filmIn) fail('film', 'is required');
  const f = filmIn ?? {};
  const brand = filmIn ? text(f, 'brand', 'film.brand') : '';
  const code = filmIn ? text(f, 'code', 'film.code', true) : '';
  const name = filmIn ? text(f, 'name', 'film.name') : '';
  const filmHex = filmIn ? hex(f.hex, 'film.hex') : '#000000';
  if (filmIn && !includes(FINISHES, f.finish)) {
    fail('film.finish', `unknown finish ${JSON.stringify(f.finish) ?? ''}; expected one of ${FINISHES.join(', ')}`);
  }
  const secondaryHex = f.secondaryHex === undefined ? undefined : hex(f.secondaryHex, 'film.secondaryHex');

  const zones: RenderZones = {};
  if (input.zones !== undefined) {
    if (!isRecord(input.zones)) {
      fail('zones', 'must be an object');
    } else {
      const z = input.zones;
      for (const key of ['roof', 'mirrors', 'calipers'] as const) {
        if (z[key] !== undefined) zones[key] = hex(z[key], `zones.${key}`);
      }
      if (z.chromeDelete !== undefined) {
        if (typeof z.chromeDelete !== 'boolean') fail('zones.chromeDelete', 'must be true or false');
        else zones.chromeDelete = z.chromeDelete;
      }
      if (z.windowTint !== undefined) {
        const tint = z.windowTint;
        if (typeof tint !== 'number' || !Number.isFinite(tint) || tint < TINT_LIMITS.min || tint > TINT_LIMITS.max) {
          fail('zones.windowTint', `must be a light transmission from ${TINT_LIMITS.min} to ${TINT_LIMITS.max} percent`);
        } else {
          zones.windowTint = tint;
        }
      }
      if (z.ppf !== undefined) {
        if (z.ppf !== 'gloss' && z.ppf !== 'matte') fail('zones.ppf', 'must be "gloss" or "matte"');
        else zones.ppf = z.ppf;
      }
    }
  }

  let size: { width: number; height: number } = { ...DEFAULT_SIZE };
  if (input.size !== undefined) {
    const s = isRecord(input.size) ? input.size : {};
    for (const key of ['width', 'height'] as const) {
      const n = s[key];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < SIZE_LIMITS.min || n > SIZE_LIMITS.max) {
        fail(`size.${key}`, `must be a whole number of pixels from ${SIZE_LIMITS.min} to ${SIZE_LIMITS.max}`);
      }
    }
    if (typeof s.width === 'number' && typeof s.height === 'number') size = { width: s.width, height: s.height };
  }

  if (includes(BODY_STYLES, v.bodyStyle)) {
    for (const [zone, reason] of Object.entries(MISSING_ZONES[v.bodyStyle] ?? {})) {
      if (zones[zone as keyof RenderZones] !== undefined) fail(`zones.${zone}`, reason);
    }
  }

  const background = input.background ?? 'studio';
  if (background !== 'studio' && background !== 'transparent') fail('background', 'must be "studio" or "transparent"');
  const view = input.view ?? 'side';
  if (!includes(RENDER_VIEWS, view)) fail('view', `must be one of ${RENDER_VIEWS.map((v) => `"${v}"`).join(', ')}`);

  if (errors.length > 0) return { ok: false, errors };
  const vehicle = { year: year as number, make, model, bodyStyle: v.bodyStyle as BodyStyle };
  return {
    ok: true,
    scene: {
      vehicle,
      film: {
        brand,
        code,
        name,
        hex: filmHex,
        finish: f.finish as Finish,
        ...(secondaryHex === undefined ? {} : { secondaryHex }),
      },
      zones,
      size,
      background: background as NormalizedScene['background'],
      view: view as RenderView,
      facts: drawnFactsFor(vehicle) ?? null,
    },
  };
}

export function normalizeScene(input: RenderScene): NormalizedScene {
  const result = validateScene(input);
  if (!result.ok) throw new InvalidSceneError(result.errors);
  return result.scene;
}

/**
 * The version of the drawing code, part of every scene's hash: a render stored under an older drawing is not
 * reused for a newer one. Raise it whenever the same scene draws differently (2: facts-driven profiles and the
 * three-quarter view; 3: matte films without rim light, lit shut lines or a mirror reflection; 4: the
 * three-quarter view's surfaces in the film's colour, its greenhouse leaning in and its windscreen, decision 054).
 */
export const DRAWING_VERSION = 4;

/** The hash of a normalised scene (see sceneHash). */
export function normalizedSceneHash(scene: NormalizedScene): string {
  return fnv1a64(canonicalJson({ drawing: DRAWING_VERSION, scene }));
}

/**
 * A stable 16-hex-digit key of what a scene draws: equal for scenes that differ only in key order,
 * defaults or hex case. Use it to cache renders and to name SVG ids.
 */
export function sceneHash(scene: RenderScene): string {
  return normalizedSceneHash(normalizeScene(scene));
}
