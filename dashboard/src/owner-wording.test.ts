// What shop owners and their customers read speaks to them, not to whoever runs the server (issue 22): no
// setting names (the API's environment variables), no "administrator", no "this server" in the text of the
// dashboard, the widget, the visualizer or core's messages. Comments are left out; tests are not scanned.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['dashboard/src', 'widget/src', 'packages/visualizer/src', 'packages/core/src'];

/** Every variable api/src/env.ts reads: the names a shop owner must never be told about. */
function settingNames(): string[] {
  const source = readFileSync(path.join(repoRoot, 'api/src/env.ts'), 'utf8');
  return [...new Set([...source.matchAll(/^\s{2}([A-Z][A-Z0-9_]{2,}):/gm)].map((m) => m[1] ?? ''))].filter(Boolean);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.(test|test-support|e2e)\.tsx?$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}test`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file without its comments (line and block), keeping strings and JSX text. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function developerWords(): string[] {
  const names = settingNames();
  const words = [...names.map((name) => new RegExp(`\\b${name}\\b`)), /\badministrator\b/i, /\bthis server\b/i, /\bnot configured\b/i];
  const found: string[] = [];
  for (const dir of SCANNED) {
    for (const file of sourceFiles(path.join(repoRoot, dir))) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const word of words) {
        // `process.env.X` and `env.X` are code, not text; the widget's own build settings live in build files.
        const hit = code.split('\n').find((line) => word.test(line) && !/\benv\.[A-Z]/.test(line));
        if (hit) found.push(`${path.relative(repoRoot, file)}: ${hit.trim()}`);
      }
    }
  }
  return found;
}

describe('Owner-facing text', () => {
  it('knows the settings it must not name', () => {
    expect(settingNames()).toEqual(expect.arrayContaining(['REPLICATE_API_TOKEN', 'STRIPE_SECRET_KEY', 'DATABASE_URL', 'PUBLIC_URL']));
  });

  it('names no server setting and speaks of no administrator or server', () => {
    expect(developerWords()).toEqual([]);
  });
});
