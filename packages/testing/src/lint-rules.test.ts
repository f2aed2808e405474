// The workspace's boundary rules (eslint.config.js, docs/decisions/048) fail on a planted violation, and stay quiet
// where the configuration allows the same code.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

/** The rule ids ESLint reports for `code` as if it stood at `filePath` (relative to the workspace root). */
async function rulesBroken(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('process.env only in env.ts', () => {
  it('fails a read anywhere else, by property or by destructuring', async () => {
    expect(await rulesBroken('export const port = process.env.PORT;\n', 'dashboard/src/planted.ts')).toEqual(['no-restricted-properties']);
    expect(await rulesBroken('export const { PORT } = process.env;\n', 'packages/core/src/planted.ts')).toEqual(['no-restricted-properties']);
    expect(await rulesBroken("export const mode = process.env['NODE_ENV'];\n", 'widget/src/planted.ts')).toEqual(['no-restricted-properties']);
  });

  it('allows the readers named in the configuration', async () => {
    expect(await rulesBroken('export const port = process.env.PORT;\n', 'packages/e2e-kit/src/env.ts')).toEqual([]);
    expect(await rulesBroken('export const port = process.env.PORT;\n', 'embed-demo/server.mjs')).toEqual([]);
  });
});

describe('packages never import apps', () => {
  it('fails an import of an app by package name or relative path', async () => {
    expect(await rulesBroken("export { createApp } from '@wrapsmith/api/src/app.ts';\n", 'packages/core/src/planted.ts')).toEqual(['no-restricted-imports']);
    expect(await rulesBroken("import type { AppType } from '@wrapsmith/api';\nexport type A = AppType;\n", 'packages/visualizer/src/planted.ts')).toEqual(['no-restricted-imports']);
    expect(await rulesBroken("export * from '../../../dashboard/src/api/offline.ts';\n", 'packages/visualizer/src/planted.ts')).toEqual(['no-restricted-imports']);
    expect(await rulesBroken("export * from '../../../widget/src/branding.ts';\n", 'packages/design/src/planted.ts')).toEqual(['no-restricted-imports']);
  });

  it('allows packages to import each other, and apps to import packages', async () => {
    expect(await rulesBroken("export { DAY } from '@wrapsmith/core';\n", 'packages/render/src/planted.ts')).toEqual([]);
    expect(await rulesBroken("export * from './api/client.ts';\n", 'packages/visualizer/src/planted.ts')).toEqual([]);
    expect(await rulesBroken("export { DAY } from '@wrapsmith/core';\n", 'widget/src/planted.ts')).toEqual([]);
  });
});

describe('screenshots only through e2e-kit (issue 24 item 6)', () => {
  it('fails a browser test that writes a screenshot to a path of its own', async () => {
    const code = "import type { Page } from 'playwright-core';\nexport const shot = (page: Page) => page.screenshot({ path: 'docs/screens/x.png' });\n";
    expect(await rulesBroken(code, 'dashboard/e2e/planted.e2e.ts')).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken(code, 'embed-demo/e2e/planted.e2e.ts')).toEqual(['no-restricted-syntax']);
  });

  it('allows e2e-kit itself, and a screenshot kept in memory', async () => {
    const code = "import type { Page } from 'playwright-core';\nexport const shot = (page: Page) => page.screenshot({ path: '/tmp/x.png' });\n";
    expect(await rulesBroken(code, 'packages/e2e-kit/src/planted.ts')).toEqual([]);
    expect(await rulesBroken("import type { Page } from 'playwright-core';\nexport const shot = (page: Page) => page.screenshot({ fullPage: true });\n", 'dashboard/e2e/planted.e2e.ts')).toEqual([]);
  });
});
