import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { FACTORY_GLASS_VLT, tintOpacity } from './vehicle/draw.ts';
import { renderSvg } from './render-svg.ts';
import { InvalidSceneError } from './scene.ts';
import type { RenderScene } from './scene.ts';

const base: RenderScene = {
  vehicle: { year: 2024, make: 'Honda', model: 'Accord', bodyStyle: 'sedan' },
  film: { brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
};

const withZones = (zones: RenderScene['zones']): string => renderSvg({ ...base, zones });

/** The markup of the element with the given id suffix (ids are `<prefix>-<name>`). */
function element(svg: string, name: string): string {
  const match = new RegExp(`<(\\w+)[^>]*id="ws[0-9a-f]+-${name}"[^>]*?(?:/>|>[\\s\\S]*?</\\1>)`).exec(svg);
  if (!match) throw new Error(`no element ${name}`);
  return match[0];
}

describe('renderSvg determinism', () => {
  it('gives byte-identical SVG for the same scene, whatever the key order', () => {
    const reordered: RenderScene = {
      film: { finish: 'gloss', hex: '#B3121F', name: 'Gloss Hot Rod Red', code: 'G13', brand: '3M' },
      vehicle: { bodyStyle: 'sedan', model: 'Accord', make: 'Honda', year: 2024 },
    };
    const first = renderSvg(base);
    expect(renderSvg(base)).toBe(first);
    expect(renderSvg(reordered)).toBe(first);
  });

  it('gives different SVG for a different colour, with ids of its own', () => {
    const red = renderSvg(base);
    const blue = renderSvg({ ...base, film: { ...base.film, hex: '#1f4e9c' } });
    expect(blue).not.toBe(red);
    const prefix = (svg: string) => /id="(ws[0-9a-f]{10})-/.exec(svg)?.[1];
    expect(prefix(red)).toBeDefined();
    expect(prefix(blue)).not.toBe(prefix(red));
  });

  it('throws InvalidSceneError with the field errors for a bad scene', () => {
    const bad = { ...base, film: { ...base.film, hex: 'red' } };
    expect(() => renderSvg(bad)).toThrow(InvalidSceneError);
    expect(() => renderSvg(bad)).toThrow(/film\.hex/);
  });

  it('sizes the picture as asked and keeps the design aspect inside it', () => {
    const svg = renderSvg({ ...base, size: { width: 800, height: 800 } });
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800"/);
    const image = new Resvg(svg).render();
    expect([image.width, image.height]).toEqual([800, 800]);
  });
});

describe('renderSvg zones', () => {
  it('paints the calipers in the zone colour, and a neutral grey without it', () => {
    expect(element(withZones({ calipers: '#D4121C' }), 'caliper')).toContain('stop-color="#d4121c"');
    expect(renderSvg(base)).not.toContain('#d4121c');
    expect(withZones({ calipers: '#d4121c' }).match(/class="caliper"/g)).toHaveLength(2);
  });

  it('darkens the glass monotonically as the tint lets less light through', () => {
    const vlts = [90, 70, 50, 35, 20, 5];
    const opacities = vlts.map((windowTint) => Number(/fill-opacity="([\d.]+)"/.exec(element(withZones({ windowTint }), 'tint'))?.[1]));
    for (let i = 1; i < opacities.length; i += 1) expect(opacities[i]).toBeGreaterThan(opacities[i - 1] as number);
    expect(opacities).toEqual(vlts.map((v) => tintOpacity(v)));
    expect(element(renderSvg(base), 'tint')).toContain(`fill-opacity="${tintOpacity(FACTORY_GLASS_VLT)}"`);
  });

  it('turns all trim black on chrome delete', () => {
    const chrome = renderSvg(base);
    const deleted = withZones({ chromeDelete: true });
    expect(chrome).toContain('-trim-chrome"');
    expect(deleted).not.toContain('trim-chrome');
    const trimFills = (svg: string) => [...svg.matchAll(/class="trim[^"]*"[^>]*fill="url\(#ws[0-9a-f]+-([\w-]+)\)"/g)].map((m) => m[1]);
    expect(new Set(trimFills(chrome))).toEqual(new Set(['trim-chrome']));
    expect(new Set(trimFills(deleted))).toEqual(new Set(['trim-black']));
  });

  it('paints the roof and the mirror caps in their zone colours', () => {
    const svg = withZones({ roof: '#0D0D0E', mirrors: '#f2c500' });
    expect(element(svg, 'roof-paint')).toContain('stop-color="#0d0d0e"');
    expect(element(svg, 'mirror-paint')).toContain('stop-color="#f2c500"');
    expect(svg).toMatch(/data-panel="roof"[^>]*fill="url\(#ws[0-9a-f]+-roof-paint\)"/);
    expect(svg).toMatch(/data-panel="mirror"[^>]*fill="url\(#ws[0-9a-f]+-mirror-paint\)"/);
    const plain = renderSvg(base);
    expect(plain).not.toContain('roof-paint');
    expect(plain).not.toContain('mirror-paint');
  });

  it('refuses a roof colour on a convertible, whose soft top stays fabric', () => {
    const convertible = { ...base, vehicle: { ...base.vehicle, bodyStyle: 'convertible' as const } };
    expect(() => renderSvg({ ...convertible, zones: { roof: '#0d0d0e' } })).toThrow(/soft top is fabric/);
    expect(renderSvg(convertible)).toContain('class="soft-top"');
  });

  it('adds a PPF layer only when asked, different for gloss and matte', () => {
    expect(renderSvg(base)).not.toMatch(/-ppf"/);
    const gloss = element(withZones({ ppf: 'gloss' }), 'ppf');
    const matte = element(withZones({ ppf: 'matte' }), 'ppf');
    expect(gloss).not.toBe(matte);
    expect(gloss).toContain('ppf-line');
    expect(matte).toContain('fill="#b3121f"');
  });
});

describe('caption', () => {
  it('shows the vehicle and film lines with the finish label', () => {
    const svg = renderSvg({ ...base, film: { ...base.film, finish: 'carbon' } });
    expect(svg).toContain('>2024 Honda Accord</text>');
    expect(svg).toContain('>3M Gloss Hot Rod Red · Carbon Fiber</text>');
  });

  it('escapes markup in make, model and film names so nothing can be injected', () => {
    const svg = renderSvg({
      ...base,
      vehicle: { ...base.vehicle, make: 'A&B "Motors"', model: '<script>alert(1)</script>' },
      film: { ...base.film, brand: "O'Neil & Co", name: '</text><image href="x"/>' },
    });
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toContain('<image');
    expect(svg).toContain('2024 A&amp;B &quot;Motors&quot; &lt;script&gt;alert(1)&lt;/script&gt;</text>');
    expect(svg).toContain('O&apos;Neil &amp; Co &lt;/text&gt;&lt;image href=&quot;x&quot;/&gt; · Gloss</text>');
    expect(svg.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
    expect(() => new Resvg(svg).render()).not.toThrow();
  });
});
