import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store-api/db/schema.ts',
  out: './server/store-api/db/migrations',
});
