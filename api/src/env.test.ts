import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('DATABASE_URL', () => {
  it('takes a postgres:// URL and a pool size, and refuses anything else with the reason', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://wrapsmith@db.internal/wrapsmith', DATABASE_POOL_SIZE: '25' });
    expect(env.DATABASE_URL).toBe('postgres://wrapsmith@db.internal/wrapsmith');
    expect(env.DATABASE_POOL_SIZE).toBe(25);
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://db.internal/wrapsmith' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('left blank changes nothing', () => {
    expect(loadEnv({ DATABASE_URL: ' ' }).DATA_DIR).toBe(loadEnv({}).DATA_DIR);
  });
});
