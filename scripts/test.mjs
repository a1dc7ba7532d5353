#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, formatting (Prettier), unit and API tests on PGlite (and again on PostgreSQL when
 * TEST_DATABASE_URL is set), then the size budgets of a fresh client build, the pre-renderer of public pages, and the browser journeys in Chromium
 * against it.
 * Ends with one line: `tests: N passed, M failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
const failures = [];
mkdirSync('.tmp', { recursive: true });

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${r.status === 0 ? '✔' : '✘'} ${label} (${seconds}s)`);
  if (r.status !== 0) failures.push(label);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests ?? 0;
  // A file whose set-up fails has no failed test (its tests are skipped): it counts as one failure.
  const failed = Math.max(report.numFailedTests ?? 0, report.numFailedTestSuites ?? 0);
  results.failed += failed + (report.numTotalTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  results.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  results.failed += stats.unexpected ?? 0;
}

const npx = (args) => ['npx', ['--no-install', ...args]];

run('typecheck', ...npx(['tsc', '--noEmit', '-p', 'tsconfig.json']));
run('lint', ...npx(['eslint', '.', '--max-warnings', '0']));
run('format', ...npx(['prettier', '--check', '.', '--log-level', 'warn']));

rmSync('.tmp/vitest-pglite.json', { force: true });
run(
  'unit and API tests (PGlite)',
  ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-pglite.json']),
  { TEST_DB_DRIVER: 'pglite' },
);
countVitest('.tmp/vitest-pglite.json');

if (process.env.TEST_DATABASE_URL) {
  rmSync('.tmp/vitest-postgres.json', { force: true });
  // The database-backed tests again, on a real PostgreSQL server.
  run(
    'API tests (PostgreSQL)',
    ...npx(['vitest', 'run', 'server', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-postgres.json']),
    { TEST_DB_DRIVER: 'postgres' },
  );
  countVitest('.tmp/vitest-postgres.json');
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped; PGlite covered the API tests.)');
}

if (
  run('build the client', ...npx(['vite', 'build', '--logLevel', 'warn'])) &&
  // The pre-renderer of visitors' public pages (dist/ssr), which the journeys' server uses as production does.
  run('build the pre-renderer', ...npx(['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']))
) {
  // Every route's first load within its budget (scripts/check-budgets.mjs, on the build just made).
  run('size budgets', 'node', ['scripts/check-budgets.mjs']);
  rmSync('test-results/e2e.json', { force: true });
  run('browser journeys (Chromium)', ...npx(['playwright', 'test']));
  countPlaywright('test-results/e2e.json');
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length ? 1 : 0);
