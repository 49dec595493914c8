// drizzle-kit config: `npx drizzle-kit generate --config server/drizzle.config.ts` writes SQL to server/drizzle/.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
})
