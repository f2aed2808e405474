import { describe, expect, it } from 'vitest';
import { normalizeOrigin, parseOrigins } from './origins.ts';
import { WIDGET_MESSAGES as M } from './widget-messages.ts';

describe('widget key websites', () => {
  it('normalises what shops type to scheme://host[:port], like the API', () => {
    expect(normalizeOrigin('shop.com')).toBe('https://shop.com');
    expect(normalizeOrigin(' http://Shop.com:8080/quote?x=1 ')).toBe('http://shop.com:8080');
    expect(normalizeOrigin('https://www.shop.com/')).toBe('https://www.shop.com');
  });

  it('refuses anything that is not an http(s) website', () => {
    for (const bad of ['ftp://shop.com', 'javascript:alert(1)', 'https://*.shop.com', 'https://user:pw@shop.com', 'shop com', '<b>']) {
      expect(normalizeOrigin(bad)).toBeNull();
    }
  });

  it('reads one website per line, skipping blanks and duplicates, and names the first bad line', () => {
    expect(parseOrigins('shop.com\n\n  https://shop.com/page \nhttp://localhost:3001')).toEqual({ ok: true, origins: ['https://shop.com', 'http://localhost:3001'] });
    expect(parseOrigins('shop.com\nftp://files.shop.com')).toEqual({ ok: false, error: M.originInvalid('ftp://files.shop.com') });
    expect(parseOrigins(' \n ')).toEqual({ ok: false, error: M.originsRequired });
    const many = Array.from({ length: 21 }, (_, i) => `https://s${i}.shop.com`).join('\n');
    expect(parseOrigins(many)).toEqual({ ok: false, error: M.originsTooMany });
  });
});
