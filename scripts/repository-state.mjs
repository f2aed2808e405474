// What `npm test` checks after every test has run (issue 24 item 6): that no test wrote into the repository. Tests
// write into temp folders; `pnpm screens` is the one command that refreshes the tracked screenshots.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The checkout's changed and untracked files (git status, .gitignore applied), each with a hash of its content, so
 * a file a developer had already edited counts only if a test changes it again; null outside a git checkout.
 * @param {string} root
 * @returns {Map<string, string> | null}
 */
export function repositoryState(root) {
  const status = spawnSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  if (status.status !== 0) return null;
  const entries = status.stdout.split('\0');
  const files = [];
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i];
    if (!entry) continue;
    files.push(entry.slice(3));
    // A rename or copy is followed by its old name, which is not a file of the checkout any more.
    if (/^[RC]/.test(entry)) i += 1;
  }
  return new Map(
    files.map((file) => {
      const full = path.join(root, file);
      const exists = fs.existsSync(full) && fs.statSync(full).isFile();
      return [file, exists ? spawnSync('git', ['hash-object', '--', file], { cwd: root, encoding: 'utf8' }).stdout.trim() : 'deleted'];
    }),
  );
}

/**
 * The files whose state differs between two repositoryState() snapshots, sorted.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @returns {string[]}
 */
export function changedSince(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((file) => before.get(file) !== after.get(file)).sort();
}
