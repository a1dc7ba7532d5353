import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveNodeFlags } from '#server/lib/serve-flags';

/** The real entry point from source (`npm run serve:dev`), or the compiled one given as `entry`. */
function start(
  env: Record<string, string>,
  entry: string[] = ['--import', 'tsx', 'server/main.ts'],
  inherited: NodeJS.ProcessEnv = process.env,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, entry, {
    env: { ...inherited, LOG_LEVEL: 'info', SMTP_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForHealth(base: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('server/main', () => {
  it('stops at start with a message naming a wrong setting', async () => {
    const { exited, output } = start({ PORT: 'not-a-port', DATA_DIR: path.join(tmpdir(), 'never-created') });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT: must be a port number');
  });

  it('refuses to start while another live process holds the embedded database (a dead one’s note is taken over: faults.test.ts)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-held-'));
    dirs.push(dataDir);
    // This test's own process is alive: to the server it is another process holding the folder.
    writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    const held = start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await held.exited).toBe(1);
    expect(held.output()).toContain(`Another process (pid ${process.pid}) holds the embedded database in ${dataDir}`);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('serves, logs a request id on request lines, and on SIGTERM finishes in-flight requests before exiting cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-main-'));
    dirs.push(dataDir);
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    const server = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForHealth(base);

    // A sign-up whose headers have arrived but whose body is still coming: in flight when SIGTERM
    // arrives, whatever the machine's load (a fixed delay before SIGTERM raced the connection).
    const body = JSON.stringify({ email: 'drain@example.com', password: 'secret-password' });
    const inflight = new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/auth/signup`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (r) => {
          r.resume();
          r.on('end', () => resolve(r.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 500);
    });
    expect(await inflight).toBe(201);
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(log).toContain('shut down cleanly');
    const requestLines = log.split('\n').filter((l) => l.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(JSON.parse(line).reqId).toMatch(/^[\w-]+$/);
    // One line per request: the sign-up appears once, with its status, and Fastify's own two lines are gone.
    const signupLines = requestLines.filter((l) => JSON.parse(l).url === '/api/auth/signup');
    expect(signupLines).toHaveLength(1);
    expect(JSON.parse(signupLines[0])).toMatchObject({ level: 30, method: 'POST', status: 201 });
    expect(log).not.toContain('"incoming request"');
    expect(log).not.toContain('"request completed"');
    // The mail (no SMTP_URL) went to a file under DATA_DIR/mail with its link; the log names it, token redacted.
    expect(log).toMatch(/auth\/verify\?token=\[redacted\]/);
    expect(log).not.toMatch(/auth\/verify\?token=[\w-]{20,}/);
    const mailDir = path.join(dataDir, 'mail');
    const mailText = readdirSync(mailDir)
      .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
      .join('\n');
    expect(mailText).toMatch(/To: drain@example.com\n[\s\S]*auth\/verify\?token=[\w-]{20,}/);
    expect(log).not.toContain('secret-password');

    // The database was closed cleanly: it opens again and kept the account.
    const again = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForHealth(base);
    const signin = await fetch(`${base}/api/auth/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'drain@example.com', password: 'secret-password' }),
    });
    expect(signin.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses more than one process on the embedded database', async () => {
    const { exited, output } = start({ WEB_CONCURRENCY: '2', DATA_DIR: path.join(tmpdir(), 'never-created') });
    expect(await exited).toBe(1);
    expect(output()).toContain('WEB_CONCURRENCY: more than 1 process needs DATABASE_URL');
  });

  it('runs compiled (npm run serve: node [flags] dist/server/main.js, no TypeScript loader) in production mode, finds its migrations, and ACCESS_LOG=false silences request lines', async () => {
    // Inside the project, so the bundle's package imports resolve from node_modules as in dist/server.
    mkdirSync('.tmp', { recursive: true });
    const dir = mkdtempSync(path.resolve('.tmp/build-'));
    dirs.push(dir);
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', path.join(dir, 'dist/server')], { stdio: 'inherit' });
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    // No NODE_ENV, as `npm start` runs it: the compiled server is the production server.
    const { NODE_ENV: _unset, ...env } = process.env;
    const server = start(
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), ACCESS_LOG: 'false' },
      [...serveNodeFlags(), path.join(dir, 'dist/server/main.js')],
      env,
    );
    await waitForHealth(base);
    expect((await fetch(`${base}/api/products`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(log).toContain('database ready, migrations applied');
    expect(log).toContain('"mode":"production"');
    // With npm run serve's flags: the heap grows to twice what is alive before a full collection (docs/deploy.md).
    expect(log).toContain('"nodeFlags":["--heap-growing-percent=100"]');
    expect(log).toContain('shut down cleanly');
    expect(log).not.toContain('"msg":"request"');
    expect(log).not.toMatch(/tsx/);
  }, 120_000);
});
