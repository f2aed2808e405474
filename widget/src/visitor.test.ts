import { describe, expect, it } from 'vitest';
import { VISITOR_STORAGE_KEY, createVisitorId } from './visitor.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('createVisitorId', () => {
  it('creates one random id and keeps it in storage for the next page view', () => {
    const storage = memoryStorage();
    const id = createVisitorId(() => storage)();
    expect(id).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(storage.getItem(VISITOR_STORAGE_KEY)).toBe(id);
    expect(createVisitorId(() => storage)()).toBe(id);
  });

  it('replaces a stored value that is not an id', () => {
    const storage = memoryStorage({ [VISITOR_STORAGE_KEY]: '<script>' });
    expect(createVisitorId(() => storage)()).not.toBe('<script>');
  });

  it('falls back to one id in memory when storage is blocked', () => {
    const next = createVisitorId(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const first = next();
    expect(first).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(next()).toBe(first);
  });
});
