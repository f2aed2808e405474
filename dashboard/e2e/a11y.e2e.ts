// Accessibility in real Chromium: axe-core audits every public and signed-in screen at 1280 and 375 px wide,
// plus the states a person opens on top of a page (the Add member dialog, the notification menu, a failed quote
// link). Serious and critical findings fail the test, one line per element.
import { VIEWPORTS, auditA11y, openPage, type TrackedPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

const PUBLIC_PAGES = ['/', '/login', '/signUp', '/contact', '/help', '/verify-otp?email=someone%40example.com', '/reset-password?token=expired', '/confirm-booking?token=not-a-real-token', '/v/northside-wraps'];
const SIGNED_IN_PAGES = ['/dashboard', '/profile', '/tool', '/aitool', '/leads', '/appointment', '/appointment?view=week', '/appointment?view=day', '/bookingAppointment', '/customers', '/customers?view=jobs', '/notifications', '/subscription', '/settings', '/settings/shop', '/settings/widget', '/settings/catalogue', '/settings/emails', '/settings/team'];

/** Waits until the page has finished loading its data: no requests in flight and no spinner left. */
async function settled({ page }: TrackedPage) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ws-spinner').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

async function auditAll(tracked: TrackedPage, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await tracked.page.goto(path);
    await settled(tracked);
    findings.push(...(await auditA11y(tracked.page)));
  }
  return findings;
}

describe('accessibility (axe-core) in Chromium', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds nothing serious on the public pages at ${viewport.width}px`, async () => {
      const tracked = await openPage(product.browser, { baseURL: product.server.url, viewport, ignore: [/status of 40[134]/] });
      expect(await auditAll(tracked, PUBLIC_PAGES)).toEqual([]);
      await tracked.context.close();
    });

    it(`finds nothing serious on the signed-in screens and their dialogs at ${viewport.width}px (${name})`, async () => {
      const tracked = await openPage(product.browser, { baseURL: product.server.url, viewport });
      await logInToDashboard(tracked.page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: name === 'desktop' });
      const findings = await auditAll(tracked, SIGNED_IN_PAGES);

      await tracked.page.goto('/dashboard');
      await settled(tracked);
      await tracked.page.getByRole('button', { name: 'Invite Member' }).click();
      await tracked.page.getByRole('dialog', { name: 'Invite a team member' }).waitFor();
      findings.push(...(await auditA11y(tracked.page)));
      await tracked.page.keyboard.press('Escape');

      await tracked.page.getByRole('button', { name: /Notifications/ }).first().click();
      await settled(tracked);
      findings.push(...(await auditA11y(tracked.page)));

      expect(findings).toEqual([]);
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    });
  }
});
