// Clickjacking in real Chromium: a page on another port of the same host (same-site, so the session cookie
// would travel) frames a signed-in /profile. The dashboard's frame-ancestors 'none' must keep the frame empty,
// while the dashboard itself runs under its Content-Security-Policy without a single violation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPage } from '@wrapsmith/e2e-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();
let attacker: http.Server;
let attackerUrl = '';

beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Win a free wrap</title><iframe id="victim" src="${product.server.url}/profile" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', r));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((r) => attacker.close(r)));

describe('dashboard security headers in Chromium', () => {
  it('refuses to show a signed-in page inside another site’s frame', async () => {
    const tracked = await openPage(product.browser, { baseURL: product.server.url, ignore: [/frame-ancestors|Refused to (display|frame)/] });
    const { page } = tracked;
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    // The signed-in screens run under the policy without tripping it.
    for (const path of ['/profile', '/tool', '/settings/widget']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    expect(tracked.errors).toEqual([]);

    await page.goto(attackerUrl);
    await page.waitForLoadState('load');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium replaces a frame it refuses with its own error page: nothing of the profile is in it.
    expect(frame?.url()).not.toBe(`${product.server.url}/profile`);
    const profileText = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(profileText).not.toContain(DEMO_OWNER.email);
    expect(profileText).not.toMatch(/Profile/);
    await tracked.context.close();
  });
});
