import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration from the schema; migrations are applied at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
