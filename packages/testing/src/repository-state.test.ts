// `npm test` fails when a test changed the repository (scripts/repository-state.mjs, issue 24 item 6).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the workspace root, without types
import { changedSince, repositoryState } from '../../../scripts/repository-state.mjs';

type State = Map<string, string>;
const state = repositoryState as (root: string) => State | null;
const changed = changedSince as (before: State, after: State) => string[];

function checkout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-repo-state-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir });
  git('init', '-q');
  fs.mkdirSync(path.join(dir, 'docs/screens'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs/screens/home.png'), 'old screen');
  fs.writeFileSync(path.join(dir, 'edited.ts'), 'committed');
  fs.writeFileSync(path.join(dir, '.gitignore'), 'dist/\n');
  git('add', '.');
  git('commit', '-qm', 'start');
  return dir;
}

describe('the repository check after the tests (issue 24 item 6)', () => {
  it('names a tracked file a test rewrote and a file it added, and nothing a developer had edited before', () => {
    const dir = checkout();
    fs.writeFileSync(path.join(dir, 'edited.ts'), 'edited by the developer before the run');
    const before = state(dir);
    expect(before).not.toBeNull();

    fs.writeFileSync(path.join(dir, 'docs/screens/home.png'), 'new screen');
    fs.writeFileSync(path.join(dir, 'docs/screens/added.png'), 'a new screen');
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist/built.js'), 'ignored output');
    expect(changed(before!, state(dir)!)).toEqual(['docs/screens/added.png', 'docs/screens/home.png']);
  });

  it('sees a developer’s edit changed again, and a clean run as clean', () => {
    const dir = checkout();
    fs.writeFileSync(path.join(dir, 'edited.ts'), 'edited');
    const before = state(dir)!;
    expect(changed(before, state(dir)!)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'edited.ts'), 'edited again by a test');
    expect(changed(before, state(dir)!)).toEqual(['edited.ts']);
  });

  it('is null outside a git checkout, so the check is skipped there rather than failing', () => {
    expect(state(fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-no-git-')))).toBeNull();
  });
});
