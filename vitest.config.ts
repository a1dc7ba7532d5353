import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.ts';

/** Unit and API tests. Browser journeys live in e2e/ and run under Playwright. */
export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
