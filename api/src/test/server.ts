// The real server entry point (src/index.ts) in a child process, started as an operator would start it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { childProcessEnv } from '../env.ts';

export interface StartedServer {
  /** Everything the server printed so far. */
  readonly log: string;
  url: string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop: () => Promise<void>;
}

/** Starts src/index.ts and collects its log until it says where it runs; rejects with the log if it exits first. */
export async function startServer(env: Record<string, string>): Promise<StartedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../index.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: childProcessEnv({ HOST: '127.0.0.1', PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // A child that dies says so in its log (a test that fails on a cut answer then shows why).
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      log += `\n[the server exited: code ${code ?? '-'}, signal ${signal ?? '-'}]\n`;
      resolve();
    }),
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      // "Billing: …" is the last line of the start log.
      const match = log.match(/running at (http:\/\/\S+)[\s\S]*Billing: .*\n/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`Server exited with ${code}:\n${log}`)));
  });
  return {
    get log() {
      return log;
    },
    url,
    stop,
  };
}
