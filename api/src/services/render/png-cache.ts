// An in-memory LRU of rendered PNGs keyed by engine and spec hash (a Map keeps insertion order).
export interface PngCache {
  get(key: string): Buffer | undefined;
  set(key: string, png: Buffer): void;
  clear(): void;
  readonly size: number;
}

export function pngCache(capacity = 200): PngCache {
  const entries = new Map<string, Buffer>();
  return {
    get(key) {
      const png = entries.get(key);
      if (png) {
        entries.delete(key);
        entries.set(key, png);
      }
      return png;
    },
    set(key, png) {
      entries.delete(key);
      entries.set(key, png);
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
