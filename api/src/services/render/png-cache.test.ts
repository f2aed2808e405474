// Issue 23 item 22: the PNG cache is bounded by the bytes it holds, not only by its entries: 200 recoloured photos
// of a megabyte or more each held hundreds of megabytes.
import { describe, expect, it } from 'vitest';
import { pngCache, PNG_CACHE_LIMITS } from './png-cache.ts';

const MB = 1024 * 1024;
const png = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('issue 23 item 22: the PNG cache', () => {
  it('holds at most its byte budget, dropping the least recently used first', () => {
    const cache = pngCache({ maxEntries: 200, maxBytes: 8 * MB });
    for (let i = 0; i < 20; i++) cache.set(`photo-${i}`, png(MB));
    expect(cache.bytes).toBeLessThanOrEqual(8 * MB);
    expect(cache.size).toBe(8);
    expect(cache.get('photo-0')).toBeUndefined();
    // A read makes an entry the most recent: the next one in drops another.
    expect(cache.get('photo-12')).toBeDefined();
    cache.set('photo-20', png(MB));
    expect(cache.get('photo-12')).toBeDefined();
    expect(cache.get('photo-13')).toBeUndefined();
  });

  it('keeps 200 recoloured photos of 1.5 MB within the default budget, not 300 MB', () => {
    const cache = pngCache();
    for (let i = 0; i < 200; i++) cache.set(`recolour:${i}`, png(1.5 * MB));
    expect(cache.bytes).toBeLessThanOrEqual(PNG_CACHE_LIMITS.maxBytes);
    expect(cache.size).toBeLessThan(200);
  });

  it('still holds its entry count for small drawings, and does not keep a PNG bigger than an eighth of the budget', () => {
    const cache = pngCache({ maxEntries: 3, maxBytes: 8 * MB });
    for (let i = 0; i < 5; i++) cache.set(`drawing-${i}`, png(1000));
    expect(cache.size).toBe(3);
    cache.set('huge', png(2 * MB));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(3);
    // Replacing an entry counts its bytes once.
    cache.set('drawing-4', png(5000));
    expect(cache.bytes).toBe(1000 + 1000 + 5000);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
