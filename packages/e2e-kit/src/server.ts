// Starts the built API (which serves the dashboard and widget) as a child process on a free port with its own
// data directory, exactly as `npm start` would, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { childProcessEnv } from './env.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for debugging a failed test. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Waits for the real state: the server answering its health check, or its process gone. A start-up's length is
 * not a constant (seeding the catalogue and the demo shop is seconds on a quiet machine and can be a minute on a
 * busy one, issue 24 item 6), so there is no guess of it here: `backstopMs`, just under the e2e suites' hook
 * timeout, only turns a server that never comes up into an error that carries its log.
 */
async function waitFor(url: string, child: ChildProcess, log: () => string, backstopMs = 85_000): Promise<void> {
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`Server exited with ${code ?? signal}:\n${log()}`)));
  });
  exited.catch(() => undefined);
  const backstop = Date.now() + backstopMs;
  while (Date.now() < backstop) {
    if (child.exitCode !== null) return exited;
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (answered) return;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  throw new Error(`Server did not answer ${url} within ${backstopMs / 1000} s:\n${log()}`);
}

export interface StartServerOptions {
  /** Extra environment for the server (e.g. SEED_DEMO=false). */
  env?: Record<string, string>;
  /** Script to run, relative to the repo root. */
  entry?: string;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const entry = path.join(REPO_ROOT, options.entry ?? 'api/dist/index.js');
  // The API serves the dashboard and the widget from their build folders; a missing one would surface as a
  // confusing 404 deep inside a browser test, so fail here, by name.
  for (const built of [entry, 'dashboard/dist/index.html', 'widget/dist/manifest.json']) {
    const file = path.resolve(REPO_ROOT, built);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (pnpm turbo run build)`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-e2e-'));
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: childProcessEnv({
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitFor(`${url}/api/v1/health`, child, () => output);
  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
