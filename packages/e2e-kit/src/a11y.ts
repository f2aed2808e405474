// Accessibility audits in the real browser: axe-core's rules (WCAG 2.x A/AA and best practices) run inside the
// page, open shadow roots included. Evaluated through the DevTools protocol, so the product's CSP (script-src
// 'self') stays on while the audit runs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a test fails on: a person using a screen reader or a keyboard is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Audits the page (or the elements matching `include`) and returns one readable line per serious or critical
 * violation and element, empty when the page passes: `expect(await auditA11y(page)).toEqual([])`.
 */
export async function auditA11y(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations;
  }, include ?? null);
  const path = new URL(page.url()).pathname;
  return (violations as AxeViolation[])
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => `${path} [${v.impact}] ${v.id}: ${v.help} at ${n.target.map(String).join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
    );
}
