// A throw-away PostgreSQL cluster for tests: Debian's server binaries, a temporary directory, a free port, no
// durability (fsync off). Stopped by stop(), and by a watchdog process if whoever started it dies first, so no
// postgres outlives the test run.
import { spawn, type ChildProcess, execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const POSTGRES_INSTALL_HINT = 'Install them with: apt-get install -y postgresql (npm test installs them when missing).';
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 20_000;

export interface PostgresCluster {
  /** The server's major version, e.g. 15. */
  version: number;
  port: number;
  /** A postgres:// URL as the superuser (trust authentication: no password). */
  url(database: string): string;
  stop(): Promise<void>;
}

/** The newest Debian install under /usr/lib/postgresql/<major>/bin that has initdb and postgres. */
export function findPostgresBin(root = '/usr/lib/postgresql'): { bin: string; version: number } | null {
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && ['initdb', 'postgres'].every((b) => fs.existsSync(path.join(root, v, 'bin', b))))
        .map(Number)
        .sort((a, b) => b - a)
    : [];
  const version = versions[0];
  return version === undefined ? null : { bin: path.join(root, String(version), 'bin'), version };
}

/** initdb and postgres refuse to run as root: as root they run as Debian's `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${SUPERUSER}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`Running as root, but there is no "${SUPERUSER}" user to run PostgreSQL as. ${POSTGRES_INSTALL_HINT}`);
  return { uid: Number(uid), gid: Number(gid) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs beside the test process with the write end of a pipe on its stdin: when that process dies (even killed),
 * the pipe closes, and the watchdog stops postgres at once (SIGQUIT) and removes its directory.
 */
const WATCHDOG = `
const [postmaster, dir] = process.argv.slice(1);
const alive = () => { try { process.kill(Number(postmaster), 0); return true; } catch { return false; } };
const cleanUp = () => {
  try { process.kill(Number(postmaster), 'SIGQUIT'); } catch {}
  const started = Date.now();
  const wait = setInterval(() => {
    if (alive() && Date.now() - started < 10000) return;
    clearInterval(wait);
    if (alive()) process.kill(Number(postmaster), 'SIGKILL');
    require('node:fs').rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }, 50);
};
process.stdin.on('close', cleanUp).on('end', cleanUp).on('error', cleanUp).resume();
`;

function startWatchdog(postmasterPid: number, dir: string): ChildProcess {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(postmasterPid), dir], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  watchdog.unref();
  (watchdog.stdin as unknown as net.Socket).unref();
  return watchdog;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(url: string, postmaster: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (postmaster.exitCode !== null || postmaster.signalCode !== null) {
      throw new Error(`PostgreSQL stopped while starting:\n${fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n')}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** initdb into a temporary directory, then start postgres on a free port and wait until it accepts connections. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const found = findPostgresBin();
  if (!found) throw new Error(`PostgreSQL server binaries not found under /usr/lib/postgresql/<version>/bin. ${POSTGRES_INSTALL_HINT}`);
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  try {
    await run(path.join(found.bin, 'initdb'), ['-D', data, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'], {
      ...user,
      cwd: dir,
    });
    // A port taken between freePort() and postgres binding it makes postgres exit at once: try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const log = fs.openSync(logFile, 'w');
      const postmaster = spawn(
        path.join(found.bin, 'postgres'),
        ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
        { ...user, cwd: dir, stdio: ['ignore', log, log] },
      );
      fs.closeSync(log);
      postmaster.unref();
      const watchdog = startWatchdog(postmaster.pid!, dir);
      const url = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
      try {
        await waitUntilReady(url('postgres'), postmaster, logFile);
      } catch (error) {
        postmaster.kill('SIGQUIT');
        await exited(postmaster);
        watchdog.kill();
        if (attempt < 3 && /could not bind|already in use/i.test(fs.readFileSync(logFile, 'utf8'))) continue;
        throw error;
      }
      let stopping: Promise<void> | undefined;
      return {
        version: found.version,
        port,
        url,
        stop: () =>
          (stopping ??= (async () => {
            // Immediate shutdown: nothing in a throw-away cluster is worth a checkpoint.
            postmaster.kill('SIGQUIT');
            const hung = setTimeout(() => postmaster.kill('SIGKILL'), 10_000);
            await exited(postmaster);
            clearTimeout(hung);
            watchdog.kill();
            fs.rmSync(dir, { recursive: true, force: true });
          })()),
      };
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
