import { describe, expect, it } from 'vitest';
import {
  averageColor,
  colorDistance,
  contrastRatio,
  deltaE2000,
  describeColor,
  hexToHsl,
  hexToRgb,
  hslToHex,
  isHex,
  nearestFilm,
  normalizeHex,
  relativeLuminance,
  rgbToHex,
  textColourOn,
} from './color.ts';
import { FILMS } from './films/index.ts';

function pixels(...colours: [number, number, number, number][]): Uint8Array {
  return Uint8Array.from(colours.flat());
}

describe('hex parsing', () => {
  it('normalises short, upper-case and bare forms and rejects the rest', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' 1a2B3c ')).toBe('#1a2b3c');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
    expect(isHex('#aabbcc')).toBe(true);
    expect(isHex('#AABBCC')).toBe(false);
  });

  it('converts hex to rgb and back', () => {
    expect(hexToRgb('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(rgbToHex({ r: 255, g: 128, b: 0 })).toBe('#ff8000');
    expect(rgbToHex({ r: 300, g: -4, b: 127.6 })).toBe('#ff0080');
    expect(() => hexToRgb('nope')).toThrow('Not a hex colour');
  });
});

describe('hsl', () => {
  it('matches known values', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl('#808080')).toMatchObject({ h: 0, s: 0 });
    expect(hslToHex({ h: 120, s: 100, l: 25 })).toBe('#008000');
  });

  it('round-trips every built-in film colour', () => {
    for (const film of FILMS) expect(hslToHex(hexToHsl(film.hex))).toBe(film.hex);
  });
});

describe('luminance and contrast', () => {
  it('follows WCAG 2', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks the ink or white text that contrasts more with a colour', () => {
    expect(textColourOn('#fca311', '#0b1220')).toBe('#0b1220');
    expect(textColourOn('#1d4ed8', '#0b1220')).toBe('#ffffff');
  });
});

describe('deltaE2000', () => {
  it('reproduces the published test pairs of Sharma, Wu and Dalal (2005)', () => {
    expect(deltaE2000({ l: 50, a: 2.6772, b: -79.7751 }, { l: 50, a: 0, b: -82.7485 })).toBeCloseTo(2.0425, 4);
    expect(deltaE2000({ l: 50, a: 0, b: 0 }, { l: 50, a: -1, b: 2 })).toBeCloseTo(2.3669, 4);
    expect(deltaE2000({ l: 50, a: 2.5, b: 0 }, { l: 73, a: 25, b: -18 })).toBeCloseTo(27.1492, 4);
    expect(deltaE2000({ l: 2.0776, a: 0.0795, b: -1.135 }, { l: 0.9033, a: -0.0636, b: -0.5514 })).toBeCloseTo(0.9082, 4);
  });

  it('is zero for the same colour and symmetric', () => {
    expect(colorDistance('#3366cc', '#3366cc')).toBe(0);
    expect(colorDistance('#3366cc', '#cc6633')).toBeCloseTo(colorDistance('#cc6633', '#3366cc'), 10);
  });
});

describe('nearestFilm', () => {
  it('finds the film of the exact colour, and the closest one otherwise', () => {
    const gloss = FILMS.find((f) => f.id === '3m-g12');
    expect(gloss).toBeDefined();
    const exact = nearestFilm('#0b0b0c', FILMS.filter((f) => f.brandId === '3m'));
    expect(exact?.film.hex).toBe('#0b0b0c');
    expect(exact?.distance).toBe(0);

    const reds = FILMS.filter((f) => ['#c8102e', '#1c3f94', '#f4b41a'].includes(f.hex));
    expect(nearestFilm('#d01a30', reds)?.film.hex).toBe('#c8102e');
    expect(nearestFilm('#ffffff', [])).toBeUndefined();
  });
});

describe('averageColor', () => {
  it('leaves out a white or black background', () => {
    const photo = pixels([255, 255, 255, 255], [250, 250, 250, 255], [5, 5, 5, 255], [200, 20, 30, 255], [200, 20, 30, 255]);
    expect(averageColor(photo)).toBe('#c8141e');
  });

  it('falls back to every opaque pixel when the film itself is black', () => {
    expect(averageColor(pixels([10, 10, 12, 255], [8, 8, 8, 255], [0, 0, 0, 0]))).toBe('#09090a');
  });

  it('averages in linear light', () => {
    expect(averageColor(pixels([255, 0, 0, 255], [0, 255, 0, 255]))).toBe('#bcbc00');
  });

  it('returns null when nothing is opaque', () => {
    expect(averageColor(pixels([200, 20, 30, 0]))).toBeNull();
    expect(averageColor(new Uint8Array())).toBeNull();
  });
});

describe('describeColor', () => {
  it('names greys, hues and their shades', () => {
    expect(describeColor('#050505')).toBe('Black');
    expect(describeColor('#fcfcfc')).toBe('White');
    expect(describeColor('#808080')).toBe('Grey');
    expect(describeColor('#c8102e')).toBe('Red');
    expect(describeColor('#16336b')).toBe('Dark Blue');
    expect(describeColor('#a8dcc6')).toBe('Light Green');
    expect(describeColor('#6b3a10')).toBe('Brown');
  });
});
