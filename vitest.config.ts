import { configDefaults, defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.ts';

/**
 * Unit and API tests. Browser journeys live in e2e/ and run under Playwright. `*.pg.test.ts` files need a
 * PostgreSQL server (several processes on one database): they run in the PostgreSQL pass (TEST_DB_DRIVER=postgres).
 */
export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    exclude: process.env.TEST_DB_DRIVER === 'postgres' ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
