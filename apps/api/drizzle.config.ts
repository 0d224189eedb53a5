import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file; migrations are applied by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
