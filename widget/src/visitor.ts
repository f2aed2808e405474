// A random per-visitor id kept in localStorage (sent as X-Wrapsmith-Visitor for the per-visitor daily limit).
// Storage can be blocked (privacy modes, sandboxed iframes, third-party storage partitioning): then the id lives
// in memory for this page view, which is still enough to tie a render to its lead.
export const VISITOR_STORAGE_KEY = 'wrapsmith:visitor';

function randomId(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const VALID_ID = /^[A-Za-z0-9-]{16,64}$/;

export function createVisitorId(storage: () => Storage | null = () => globalThis.localStorage ?? null): () => string {
  let memory: string | null = null;
  return function visitorId() {
    if (memory) return memory;
    try {
      const store = storage();
      const saved = store?.getItem(VISITOR_STORAGE_KEY);
      if (saved && VALID_ID.test(saved)) return (memory = saved);
      memory = randomId();
      store?.setItem(VISITOR_STORAGE_KEY, memory);
    } catch {
      memory ??= randomId();
    }
    return memory;
  };
}
