import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/accounts';

/** Browser journeys in Debian's Chromium (no browser downloads here). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One journey at a time on CI: its runners are two shared cores some 3× slower than a developer's, and two
  // journeys (each with up to three browsers, beside the server) starved a page's first render there for
  // seconds (twice in ~150 runs). Locally two workers halve the wait.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // A journey signs in several browsers and walks a whole feature; on a 2-core runner the longest take 40–50 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
