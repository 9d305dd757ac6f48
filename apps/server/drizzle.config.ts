import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @orbit/server` diffs the schema against the last snapshot and writes a
// new SQL migration under src/db/migrations (commit it). No database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
