import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestApp, tempDir } from '../test/app.ts';
import { API_CSP, DASHBOARD_CSP } from './security-headers.ts';

const expected = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

describe('API security headers', () => {
  it('are on successes, errors and unknown routes alike, without HSTS on plain http', async () => {
    const { app } = await makeTestApp();
    for (const path of ['/api/v1/health', '/api/v1/auth/user-info', '/api/v1/nowhere']) {
      const res = await app.request(path);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('pin HTTPS when the public URL is https', async () => {
    const { app } = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
    const res = await app.request('/api/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('dashboard page headers', () => {
  async function dashboardApp() {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'main-1.js'), 'console.log(1)');
    return (await makeTestApp({}, {}, { dashboardDir: dir })).app;
  }

  it('forbid framing and foreign scripts on every page and asset, deep links included', async () => {
    const app = await dashboardApp();
    for (const page of ['/', '/profile', '/settings/widget', '/assets/main-1.js']) {
      const res = await app.request(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-security-policy'), page).toBe(DASHBOARD_CSP);
      expect(res.headers.get('x-frame-options'), page).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), page).toBe('nosniff');
    }
    expect(DASHBOARD_CSP).toContain("frame-ancestors 'none'");
    expect(DASHBOARD_CSP).toContain("script-src 'self'");
  });

  it('leave the API its own policy and the share page, which shops may frame, its own', async () => {
    const app = await dashboardApp();
    expect((await app.request('/api/v1/health')).headers.get('content-security-policy')).toBe(API_CSP);
    const share = await app.request('/v/no-such-shop');
    expect(share.headers.get('content-security-policy')).not.toBe(DASHBOARD_CSP);
    expect(share.headers.get('x-frame-options')).toBeNull();
  });
});
