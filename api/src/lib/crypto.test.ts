// The production password hash, with the real module (test/setup.ts makes every other test hash cheaply).
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './crypto.ts';

vi.unmock('@node-rs/argon2');

describe('password hashing', () => {
  it("stores argon2id at OWASP's cost (19 MiB, 2 passes) and verifies only the right password", async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
