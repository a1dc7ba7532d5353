#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile, its default emulation and throttling) on the built app with the
 * system Chromium, for the pages the performance issue tracks, then writes docs/benchmarks/lighthouse.md.
 *
 * Builds when stale (scripts/build-if-stale.mjs), starts `node dist/server/main.js` on a fresh embedded
 * database (the sample catalogue seeded) on PORT (default 3273), runs each page once, stops the server.
 * The full JSON report of each page is kept in .tmp/lighthouse/. CHROMIUM_PATH overrides /usr/bin/chromium. Pages: LIGHTHOUSE_PAGES="/,/shop" overrides the list.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.PORT ?? 3273);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/community,/discussion,/learn,/shop,/finding-notes').split(',');
const base = `http://127.0.0.1:${PORT}`;
const REPORTS = '.tmp/lighthouse';
mkdirSync(REPORTS, { recursive: true });

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ACCESS_LOG: 'false',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

let chrome;
try {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > until) throw new Error('the server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const load = loadavg()[0].toFixed(2);
  const rows = [];
  for (const page of PAGES) {
    process.stdout.write(`lighthouse ${page} … `);
    // A trace that failed to record (NO_NAVSTART and the like, seen on a loaded machine) is Lighthouse's own
    // error, not the page's: the page is run once more before its row says so.
    let result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result.lhr.runtimeError) result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    // The whole report, for the details behind a failing audit (which element, which request).
    writeFileSync(path.join(REPORTS, `${page.replace(/\W+/g, '_') || 'root'}.json`), result.report);
    const score = (id) => (lhr.categories[id]?.score == null ? '-' : Math.round(lhr.categories[id].score * 100));
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    rows.push({
      page,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      failing,
    });
    if (lhr.runtimeError) rows.at(-1).failing.unshift(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(
      `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
    );
  }
  const md = [
    '# Lighthouse',
    '',
    `Written by \`npm run lighthouse\` (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile emulation and throttling, system Chromium) on ${new Date().toISOString().slice(0, 16)} UTC against the built app (\`node dist/server/main.js\`, embedded database with the sample catalogue). Machine: ${cpus().length} CPUs, load average ${load} when it started — Lighthouse's simulated timings depend on the CPU it gets, so a busy machine lowers the performance score.`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.page} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.si} |`),
    '',
    'Audits scoring under 0.9, per page:',
    '',
    ...rows.map((r) => `- ${r.page}: ${r.failing.join(', ') || 'none'}`),
    '',
  ].join('\n');
  // Written as Prettier would (npm test checks the format of every file, this one included).
  const prettier = await import('prettier');
  const target = 'docs/benchmarks/lighthouse.md';
  writeFileSync(target, await prettier.format(md, { ...(await prettier.resolveConfig(target)), filepath: target }));
  console.log('\nwrote docs/benchmarks/lighthouse.md');
} finally {
  await chrome?.kill();
  await stopServer();
}
