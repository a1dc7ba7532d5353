/**
 * What tests of whole server processes share: free ports, waiting for a condition, a compiled server of the
 * current sources, a Redis server of the test's own, and a steady load whose every answer is recorded.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, createServer } from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Resolves once `check` is true (errors count as not yet); throws after `ms`. */
export async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000, everyMs = 100): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** True when something accepts TCP connections on the port. */
export const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });

/** Compiles the server as production runs it (node dist/server/main.js) into a new folder under .tmp; returns the folder. */
export function buildServer(): string {
  mkdirSync('.tmp', { recursive: true });
  const dir = mkdtempSync(path.resolve('.tmp/build-'));
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', path.join(dir, 'dist/server')], { stdio: 'inherit' });
  return dir;
}

/** A process of the compiled server in `buildDir`, its output collected. */
export function startServer(buildDir: string, env: Record<string, string>) {
  const out: string[] = [];
  const child = spawn(process.execPath, [path.join(buildDir, 'dist/server/main.js')], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => out.push(String(d)));
  child.stderr!.on('data', (d) => out.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out.join('') };
}

/** A redis-server of the test's own on `port` (nothing kept on disk); resolves once it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitFor(() => listening(port), 'redis-server');
  return child;
}

/** Stops a child process with `signal` and waits for it to exit; one still running after 30 s is killed (SIGKILL). */
export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const late = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(late);
}

export interface Answer {
  /** The HTTP status, or 0 when the request failed without one (connection refused or reset). */
  status: number;
  startedAt: number;
  ms: number;
}

/**
 * `concurrency` loops each sending `send(i, signal)` one after another until `stop()`; every answer is recorded.
 * `send` returns the response; a request that throws, or that has no answer within 10 s (`signal` aborts it: a
 * connection handed to a worker that died can be left with no one to answer), is recorded with status 0.
 */
export function steadyLoad(concurrency: number, send: (i: number, signal: AbortSignal) => Promise<Response>) {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const startedAt = Date.now();
      let status = 0;
      try {
        const res = await send(n++, AbortSignal.timeout(10_000));
        status = res.status;
        await res.arrayBuffer();
      } catch {
        await new Promise((r) => setTimeout(r, 20)); // a refused connection comes back at once: do not spin
      }
      answers.push({ status, startedAt, ms: Date.now() - startedAt });
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs one statement as the TEST_DATABASE_URL server's own user (e.g. create or drop a database). */
async function onServer(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database named `name` on the TEST_DATABASE_URL server; returns its URL. */
export async function createScratchDatabase(name: string): Promise<string> {
  await onServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createScratchDatabase, ending its connections. */
export const dropScratchDatabase = (name: string): Promise<void> => onServer(`drop database if exists ${name} with (force)`);
