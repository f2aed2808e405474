// Issue #9, "zones visible at a glance": every zone changes the 300 px thumbnail clearly, measured from the
// PNG against the same scene without the zone. Prints the figures.
//
// Window tint is measured on the glass (the pixels that differ between the lightest and the darkest tint),
// PPF as the mean ΔE2000 over the film-covered body (at least 3: seen at a glance on that large an area), and
// the part zones (roof, mirrors, calipers, chrome delete) as the pixels they change by at least ΔE 5, which
// must be enough of them to be found and changed clearly on average.
import type { Finish, RenderZones } from '@wrapsmith/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyMask, changedPixels, deltaE, erode, labOf, maskIndices, rasterise } from './raster.test-support.ts';
import type { Raster, Rgb } from './raster.test-support.ts';
import type { RenderScene } from './scene.ts';

const THUMBNAIL = { width: 300, height: 188 };
const SEEN = 5;
const COLOURS = { white: '#f2f2ef', black: '#151617', red: '#c8102e' } as const;

const sceneOf = (hex: string, finish: Finish, zones: RenderZones = {}): RenderScene => ({
  vehicle: { year: 2024, make: 'Wrapsmith', model: 'Test Car', bodyStyle: 'sedan' },
  film: { brand: 'Test', code: 'T', name: 'Test Film', hex, finish },
  zones,
  size: THUMBNAIL,
});

const rgbAt = (r: Raster, i: number): Rgb => [r.pixels[i * 4] ?? 0, r.pixels[i * 4 + 1] ?? 0, r.pixels[i * 4 + 2] ?? 0];

interface Effect {
  /** Pixels changed by at least ΔE 5, and their mean ΔE. */
  seen: number;
  meanSeen: number;
}

function effect(before: Raster, after: Raster): Effect {
  const changes: number[] = [];
  for (let i = 0; i < before.width * before.height; i += 1) {
    const d = deltaE(rgbAt(before, i), rgbAt(after, i));
    if (d >= SEEN) changes.push(d);
  }
  return { seen: changes.length, meanSeen: changes.reduce((a, b) => a + b, 0) / Math.max(1, changes.length) };
}

/** Mean ΔE over a region: for PPF, which changes the whole body a little or a lot. */
function meanOver(before: Raster, after: Raster, where: number[]): number {
  return where.reduce((sum, i) => sum + deltaE(rgbAt(before, i), rgbAt(after, i)), 0) / where.length;
}

const glassLightness = (r: Raster, glass: number[]): number => glass.reduce((sum, i) => sum + labOf(rgbAt(r, i)).l, 0) / glass.length;

describe('zones visible at a glance on a 300 px thumbnail (issue #9)', () => {
  const base = sceneOf(COLOURS.red, 'gloss');
  let plain: Raster;
  beforeAll(() => {
    plain = rasterise(base);
  });

  // A shop's shades (70, 50, 35, 20, 5 % VLT): 50 % and darker differ clearly from factory glass (ΔE ≥ 6 on
  // the glass), and each shade is visibly darker than the next lighter one (L* 2 or more).
  it('window tint: each shade reads darker than factory glass and than the lighter shade', () => {
    const glass = maskIndices(
      changedPixels(rasterise({ ...base, zones: { windowTint: 90 } }), rasterise({ ...base, zones: { windowTint: 5 } }), 6),
    );
    const shades = [70, 50, 35, 20, 5];
    const rows = shades.map((vlt) => {
      const r = rasterise({ ...base, zones: { windowTint: vlt } });
      return { vlt, lightness: glassLightness(r, glass), vsFactory: meanOver(plain, r, glass) };
    });
    console.log(
      [
        `Window tint on ${glass.length} glass pixels: factory L* ${glassLightness(plain, glass).toFixed(1)}`,
        ...rows.map((row) => `  VLT ${String(row.vlt).padStart(2)} %: L* ${row.lightness.toFixed(1)}, mean ΔE vs factory ${row.vsFactory.toFixed(1)}`),
      ].join('\n'),
    );
    rows.forEach((row, i) => {
      const lighter = rows[i - 1];
      if (lighter) expect(lighter.lightness - row.lightness, `VLT ${row.vlt} vs ${lighter.vlt}`).toBeGreaterThanOrEqual(2);
    });
    for (const row of rows.filter((r) => r.vlt <= 50)) expect(row.vsFactory, `VLT ${row.vlt}`).toBeGreaterThanOrEqual(6);
  });

  it('paint protection film shows on gloss, satin and matte films of every colour', () => {
    const lines: string[] = ['PPF: mean ΔE over the body vs no PPF (gloss PPF / matte PPF)'];
    const failures: string[] = [];
    const body = maskIndices(erode(bodyMask(base), THUMBNAIL.width));
    for (const [name, hex] of Object.entries(COLOURS)) {
      for (const finish of ['gloss', 'satin', 'matte'] as const) {
        const without = rasterise(sceneOf(hex, finish));
        const [gloss, matte] = (['gloss', 'matte'] as const).map((ppf) => meanOver(without, rasterise(sceneOf(hex, finish, { ppf })), body));
        lines.push(`  ${name.padEnd(5)} ${finish.padEnd(5)}: ${(gloss ?? 0).toFixed(1).padStart(5)} / ${(matte ?? 0).toFixed(1).padStart(5)}`);
        // Matte PPF on a matte film is matte on matte: nothing to show, and drawing a change would be a lie.
        if ((gloss ?? 0) < 3) failures.push(`gloss PPF on ${name} ${finish}: ${(gloss ?? 0).toFixed(1)}`);
        if (finish !== 'matte' && (matte ?? 0) < 3) failures.push(`matte PPF on ${name} ${finish}: ${(matte ?? 0).toFixed(1)}`);
      }
    }
    console.log(lines.join('\n'));
    expect(failures).toEqual([]);
  });

  it.each([
    ['roof', { roof: '#111111' }],
    ['mirrors', { mirrors: '#111111' }],
    ['calipers', { calipers: '#f2c500' }],
    ['chrome delete', { chromeDelete: true }],
  ] as const)('%s changes enough of the thumbnail to be seen', (name, zones) => {
    const e = effect(plain, rasterise({ ...base, zones }));
    console.log(`${name}: ${e.seen} px changed by ΔE ≥ ${SEEN}, mean ΔE ${e.meanSeen.toFixed(1)} there`);
    expect(e.seen).toBeGreaterThanOrEqual(20);
    expect(e.meanSeen).toBeGreaterThanOrEqual(10);
  });
});
