/**
 * `npm run seed`: migrate, then insert whatever demo data is missing (DATABASE_URL or DATA_DIR pick the db).
 * Never with NODE_ENV=production: the demo merchants come with the staff tokens README publishes, and a
 * running production server would accept them until its next start refused the database.
 */
import { loadConfig } from '../config/index.js'
import { openDatabase } from '../db/client.js'
import { migrateDatabase } from '../db/migrate.js'
import { seedAll } from './index.js'

if (loadConfig().mode === 'production') {
  console.error('seed refused: NODE_ENV=production never holds the demo merchants (their staff tokens are published in README)')
  process.exit(1)
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined })
try {
  await migrateDatabase(handle)
  const report = await seedAll(handle.db)
  const detail = Object.entries(report.inserted)
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')
  console.log(`seed (${handle.kind}): ${report.total} rows inserted (${detail})`)
} catch (err) {
  console.error('seed failed:', err)
  process.exitCode = 1
} finally {
  await handle.close()
}
