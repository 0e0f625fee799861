// The service as real child processes (`serve`, `serve --no-worker`, `worker`, CLI commands), for tests of
// crashes, shutdown and several processes sharing one database. What they print is under the secret scan
// (secretScan.ts): an API key may appear only in the output that issued it (`keys create`, the first-start banner).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { checkScan, recordOutput } from './secretScan.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The arguments that run the service's command line with `args`, for `spawn(process.execPath, …)` from ROOT: the
 * sources transpiled once per test run (scripts/test.mjs sets TEST_SERVICE_ENTRY; esbuild, the same transform
 * tsx applies), else the TypeScript sources through tsx. Starting through tsx cost about 2 s of CPU a process.
 */
export function serviceArgs(...args: string[]): string[] {
  const entry = process.env.TEST_SERVICE_ENTRY;
  return entry ? [entry, ...args] : ['--import', 'tsx', 'src/main.ts', ...args];
}

export function runCli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const r = spawnSync(process.execPath, serviceArgs(...args), { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  recordOutput(`csds ${args.join(' ')}`, `${r.stdout ?? ''}\n${r.stderr ?? ''}`, {
    issuesKeys: args[0] === 'keys' && args[1] === 'create',
  });
  checkScan();
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs the CLI without blocking the event loop, for a CLI that talks to a server of the test's own process (spawnSync
 * would leave that server unable to answer).
 */
export function runCliAsync(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serviceArgs(...args), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The JSON values of a command's output, one per non-empty line (the CLI's --json lists). */
export const jsonLines = (out: string) =>
  out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

export function cliOk(env: NodeJS.ProcessEnv, ...args: string[]) {
  const r = runCli(env, ...args);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout;
}

export interface Child {
  child: ChildProcess;
  /** Base URL for HTTP processes; null for `worker`. */
  base: string | null;
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `src/main.ts <args>`; HTTP processes resolve once listening, `worker` once it logs that it started. A process
 * not ready within `readyTimeoutMs` is killed (none is left behind) and the promise rejects.
 */
export async function startProcess(
  env: NodeJS.ProcessEnv,
  args: string[] = ['serve'],
  opts: { readyTimeoutMs?: number } = {},
): Promise<Child> {
  const http = args[0] === 'serve';
  const child = spawn(process.execPath, serviceArgs(...args), {
    cwd: ROOT,
    env: { PORT: '0', ...env, ...(http ? {} : { LOG_LEVEL: 'info' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Whatever ends the process (stop(), a test's own SIGKILL), its output goes to the scan; stop() reports hits.
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) =>
    child.once('close', () => {
      recordOutput(`csds ${args.join(' ')}`, out, { issuesKeys: http });
      resolve();
    }),
  );
  const base = await new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`process did not start: ${out}`));
    }, opts.readyTimeoutMs ?? 60_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(/listening on (http:\/\/[^\s]+)/);
      if (http && m) {
        clearTimeout(timer);
        resolve(m[1]);
      } else if (!http && out.includes('worker started')) {
        clearTimeout(timer);
        resolve(null);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      // The ready timer goes with the process: left running, it held the test file open for its whole minute.
      clearTimeout(timer);
      reject(new Error(`process exited ${code} before it was ready: ${out}`));
    });
  });
  return {
    child,
    base,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await closed;
      checkScan();
      return code;
    },
  };
}
