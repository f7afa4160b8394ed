// Child processes, temporary folders and clean-up for the benchmark: everything started here is
// stopped here, on success, on error and on Ctrl+C.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Spawned {
  name: string;
  child: ChildProcess;
  /** The last 20,000 characters the process wrote (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal) when the process has ended. */
  exited: Promise<number | string>;
  running(): boolean;
}

const children = new Set<Spawned>();
const tempDirs = new Set<string>();
const cleanups = new Map<string, () => Promise<void>>();

/**
 * Starts a process in its own process group, so that stopping it also stops what it started
 * (npm starts a shell that starts node).
 */
export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Spawned {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (error) => {
      append(Buffer.from(`\n${error.message}\n`));
      ended = true;
      children.delete(spawned);
      resolve('error');
    });
    child.on('exit', (code, signal) => {
      ended = true;
      children.delete(spawned);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const spawned: Spawned = { name, child, output: () => log, exited, running: () => !ended };
  children.add(spawned);
  return spawned;
}

function signalGroup(spawned: Spawned, signal: NodeJS.Signals): void {
  const pid = spawned.child.pid;
  if (pid === undefined || !spawned.running()) return;
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      spawned.child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stop(spawned: Spawned, graceMs = 15_000): Promise<void> {
  if (!spawned.running()) return;
  signalGroup(spawned, 'SIGTERM');
  const done = await Promise.race([spawned.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    signalGroup(spawned, 'SIGKILL');
    await Promise.race([spawned.exited, sleep(5_000)]);
  }
}

/** Runs a command to completion within `timeoutMs`; rejects with its output when it fails. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<string> {
  const spawned = start(name, command, args, options);
  const timer = setTimeout(() => void stop(spawned, 5_000), options.timeoutMs);
  const code = await spawned.exited;
  clearTimeout(timer);
  if (code !== 0) {
    throw new Error(`${name} failed (exit ${code}):\n${spawned.output().trim().split('\n').slice(-15).join('\n')}`);
  }
  return spawned.output();
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Registers an asynchronous clean-up step (dropping a database, closing a browser) under a key. */
export function onCleanup(key: string, step: () => Promise<void>): void {
  cleanups.set(key, step);
}

export function forgetCleanup(key: string): void {
  cleanups.delete(key);
}

/** Runs every registered clean-up step, stops every child and removes every temporary folder. */
export async function cleanupAll(): Promise<void> {
  for (const [key, step] of [...cleanups.entries()].reverse()) {
    cleanups.delete(key);
    try {
      await Promise.race([step(), sleep(20_000)]);
    } catch (error) {
      console.error(`  clean-up "${key}" failed: ${(error as Error).message}`);
    }
  }
  await Promise.all([...children].map((spawned) => stop(spawned, 10_000)));
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

let interrupted = false;

/** Ctrl+C and SIGTERM clean up before leaving; a plain exit at least kills children and removes folders. */
export function installExitHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(
        `\n${signal} received: stopping servers, dropping benchmark databases, removing temporary files...`,
      );
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  process.on('exit', () => {
    for (const spawned of children) signalGroup(spawned, 'SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
}

export const wasInterrupted = () => interrupted;
