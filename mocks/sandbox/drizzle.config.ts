// drizzle-kit: `npm run sandbox:migrations` writes db/migrations from db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './mocks/sandbox/db/schema.ts',
  out: './mocks/sandbox/db/migrations',
});
