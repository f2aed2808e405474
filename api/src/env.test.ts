import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('DATABASE_URL', () => {
  it('is refused with the reason until the API runs on PostgreSQL', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://wrapsmith@db.internal/wrapsmith' })).toThrow(
      /DATABASE_URL: PostgreSQL support is not finished yet: the API still keeps its data in SQLite under DATA_DIR\. Unset DATABASE_URL/,
    );
  });

  it('left blank changes nothing', () => {
    expect(loadEnv({ DATABASE_URL: ' ' }).DATA_DIR).toBe(loadEnv({}).DATA_DIR);
  });
});
