import type * as RenderPackage from '@wrapsmith/render';
import type * as Resvg from '@resvg/resvg-js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeSharedRenderPool, localEngine, type RenderSpec } from './index.ts';
import { isPng } from './types.ts';

// Spies on everything that draws, in this thread's module graph. The worker threads load their own copies, so
// a render drawn off the event loop leaves these untouched.
const drawn = vi.hoisted(() => ({ svg: 0, raster: 0 }));
vi.mock('@wrapsmith/render', async (importOriginal) => {
  const actual = await importOriginal<typeof RenderPackage>();
  return { ...actual, renderSvg: (...args: Parameters<typeof actual.renderSvg>) => (drawn.svg++, actual.renderSvg(...args)) };
});
vi.mock('@resvg/resvg-js', async (importOriginal) => {
  const actual = await importOriginal<typeof Resvg>();
  class CountedResvg extends actual.Resvg {
    constructor(...args: ConstructorParameters<typeof actual.Resvg>) {
      super(...args);
      drawn.raster++;
    }
  }
  const renderAsync: typeof actual.renderAsync = (...args) => (drawn.raster++, actual.renderAsync(...args));
  return { ...actual, Resvg: CountedResvg, renderAsync };
});

afterAll(() => closeSharedRenderPool());

const spec: RenderSpec = {
  vehicle: { year: 2022, make: 'Ford', model: 'Mustang', bodyStyle: 'coupe' },
  film: { id: '3m-g13', brandId: '3m', brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red (G13)', hex: '#b3121f', finish: 'gloss' },
  zones: { roof: '#000000' },
};

describe('localEngine', () => {
  it('draws the SVG and rasterises it in a render worker, never on the event loop', async () => {
    const engine = localEngine();
    const pngs = await Promise.all([engine.render({ spec }), engine.render({ spec: { ...spec, zones: {} } })]);
    for (const { png } of pngs) {
      expect(isPng(png)).toBe(true);
      expect(png.readUInt32BE(16)).toBe(1024);
    }
    expect(pngs[0]?.png.equals(pngs[1]?.png ?? Buffer.alloc(0))).toBe(false);
    expect(drawn).toEqual({ svg: 0, raster: 0 });
  });

  it('refuses photo edits', async () => {
    await expect(localEngine().render({ spec, photo: { bytes: Buffer.from([1]), mimeType: 'image/jpeg' } })).rejects.toThrow(/cannot edit photos/);
  });
});
