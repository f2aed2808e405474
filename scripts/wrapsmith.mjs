#!/usr/bin/env node
// The two commands of the README: `npm start` (install, build, start with demo data) and `npm test`
// (install, then every check and test, browser tests included). Needs only Node >= 20 and npm.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { changedSince, repositoryState } from './repository-state.mjs';

const PNPM_VERSION = '10.34.9';
const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

function step(title) {
  console.log(`\n▸ ${title}`);
}

function pnpmCommand() {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (local.status === 0 && local.stdout.trim() === PNPM_VERSION) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}
const [pnpmBin, pnpmPrefix] = pnpmCommand();

function pnpm(args, extraEnv = {}) {
  const r = spawnSync(pnpmBin, [...pnpmPrefix, ...args], { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) {
    console.error(`\n✗ pnpm ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function install() {
  step('Installing dependencies');
  pnpm(['install', '--frozen-lockfile']);
}

/** apt-get update, then install: as root, or through sudo. Exits with the command to run by hand if that fails. */
function aptInstall(pkg) {
  const asRoot = process.getuid?.() === 0;
  const aptGet = (args, options = {}) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', [...(asRoot ? [] : ['apt-get']), ...args], { stdio: 'inherit', ...options });
  try {
    aptGet(['update']);
    aptGet(['install', '-y', pkg], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`✗ Could not install ${pkg}. Install it with: apt-get install -y ${pkg}`);
    process.exit(1);
  }
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  step('Installing Debian chromium for browser tests');
  aptInstall('chromium');
}

/** The API tests start a throw-away PostgreSQL cluster from Debian's server binaries (api/src/test/postgres-cluster.ts). */
function ensurePostgres() {
  const root = '/usr/lib/postgresql';
  const installed =
    fs.existsSync(root) &&
    fs.readdirSync(root).some((v) => ['initdb', 'postgres'].every((bin) => fs.existsSync(path.join(root, v, 'bin', bin))));
  if (installed) return;
  step("Installing Debian's PostgreSQL server for the API tests");
  aptInstall('postgresql');
}

function start() {
  install();
  step('Building');
  pnpm(['turbo', 'run', 'build', '--output-logs=errors-only']);
  step('Starting Wrapsmith and the demo shop website');
  const port = process.env.PORT ?? '3000';
  const demoPort = process.env.EMBED_DEMO_PORT ?? '3001';
  const children = [
    spawn(process.execPath, ['api/dist/index.js'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: port } }),
    spawn(process.execPath, ['embed-demo/server.mjs'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, EMBED_DEMO_PORT: demoPort, WRAPSMITH_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
    }),
  ];
  const stopAll = (sig) => children.forEach((c) => c.exitCode === null && c.kill(sig));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll(sig));
  // If either process dies, stop the other so the command never half-runs.
  for (const child of children) {
    child.on('exit', (code) => {
      stopAll('SIGTERM');
      process.exitCode = code ?? 0;
    });
  }
}

function test() {
  install();
  ensureChromium();
  ensurePostgres();
  const before = repositoryState(root);
  if (!before) console.log('(Not a git checkout: the check that the tests leave the repository unchanged is left out.)');
  step('Typecheck, lint, unit, API and browser tests (real Chromium)');
  // One turbo run, three tasks at a time: the browser tests start as soon as the builds they drive are done and
  // run beside the API suite's long tail instead of after it (decision 079's update). The browser suites run one
  // after the other (turbo.json: embed-demo's waits for the dashboard's), each on its own server.
  pnpm(['turbo', 'run', 'typecheck', 'lint', 'test', 'build', 'e2e', '--concurrency=3', '--output-logs=new-only']);
  // Tests write into temp folders only; `pnpm screens` is the one command that refreshes the tracked screenshots.
  const after = repositoryState(root);
  const changed = before && after ? changedSince(before, after) : [];
  if (changed.length > 0) {
    console.error(`\n✗ The tests changed files in the repository (a test must write into a temp folder; screenshots through e2e-kit's screenshot()):`);
    for (const file of changed) console.error(`  ${file}`);
    process.exit(1);
  }
  console.log('\n✓ All checks and tests passed.');
}

function bench() {
  install();
  step('Benchmarks (one at a time, so nothing competes for the CPU)');
  pnpm(['turbo', 'run', 'bench', '--concurrency=1', '--output-logs=full']);
}

/** The browser tests with their screenshots written into docs/screens and embed-demo/screens (tracked), on purpose. */
function screens() {
  install();
  ensureChromium();
  step('Browser tests, refreshing docs/screens and embed-demo/screens');
  pnpm(['turbo', 'run', 'e2e', '--concurrency=1', '--output-logs=new-only'], { WRAPSMITH_SCREENS: '1' });
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else if (command === 'bench') bench();
else if (command === 'screens') screens();
else {
  console.error('Usage: node scripts/wrapsmith.mjs start|test|bench|screens');
  process.exit(1);
}
