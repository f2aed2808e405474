import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/app.ts';

const expected = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

describe('API security headers', () => {
  it('are on successes, errors and unknown routes alike, without HSTS on plain http', async () => {
    const { app } = makeTestApp();
    for (const path of ['/api/v1/health', '/api/v1/auth/user-info', '/api/v1/nowhere']) {
      const res = await app.request(path);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('pin HTTPS when the public URL is https', async () => {
    const { app } = makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
    const res = await app.request('/api/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });
});
