// An in-memory LRU of rendered PNGs keyed by engine and spec hash (a Map keeps insertion order), bounded by the
// bytes it holds as well as by its entries (issue 23 item 22): a drawing is ~100 KB but a recoloured 2048-px photo
// is a megabyte or more, so 200 entries could hold hundreds of megabytes. A PNG larger than an eighth of the budget
// is not kept at all: it would push out many smaller ones, and storage has it anyway.
export interface PngCache {
  get(key: string): Buffer | undefined;
  set(key: string, png: Buffer): void;
  clear(): void;
  readonly size: number;
  /** Bytes of the PNGs held. */
  readonly bytes: number;
}

export interface PngCacheLimits {
  /** Entries at most. */
  maxEntries?: number;
  /** Bytes at most, over all entries. */
  maxBytes?: number;
}

export const PNG_CACHE_LIMITS = { maxEntries: 200, maxBytes: 32 * 1024 * 1024 } as const;

export function pngCache(limits: PngCacheLimits = {}): PngCache {
  const maxEntries = limits.maxEntries ?? PNG_CACHE_LIMITS.maxEntries;
  const maxBytes = limits.maxBytes ?? PNG_CACHE_LIMITS.maxBytes;
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  const drop = (key: string) => {
    const png = entries.get(key);
    if (!png) return;
    entries.delete(key);
    bytes -= png.byteLength;
  };
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
      drop(key);
      if (png.byteLength > maxBytes / 8) return;
      entries.set(key, png);
      bytes += png.byteLength;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
