import { describe, expect, it } from 'vitest';
import { generateWidgetKey, normalizeOrigin, WIDGET_KEY_PATTERN } from './keys.ts';

describe('normalizeOrigin', () => {
  it('turns what shop owners paste into the origin a browser sends', () => {
    const cases: [string, string | null][] = [
      ['https://Shop.Example', 'https://shop.example'],
      ['https://shop.example:443/contact?x=1#top', 'https://shop.example'],
      ['http://shop.example:80', 'http://shop.example'],
      ['http://localhost:3001/', 'http://localhost:3001'],
      ['shop.example', 'https://shop.example'],
      ['  www.shop.example  ', 'https://www.shop.example'],
      ['https://bücher.example', 'https://xn--bcher-kva.example'],
      ['*', null],
      ['https://*.shop.example', null],
      ['ftp://shop.example', null],
      ['javascript:alert(1)', null],
      ['https://user:pass@shop.example', null],
      ['', null],
      ['https://', null],
    ];
    for (const [input, expected] of cases) expect(normalizeOrigin(input), input).toBe(expected);
  });
});

describe('generateWidgetKey', () => {
  it('makes pk_ plus 24 base32 characters, different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, generateWidgetKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^pk_[a-z2-7]{24}$/);
      expect(WIDGET_KEY_PATTERN.test(key)).toBe(true);
    }
  });
});
