/**
 * One migrated and seeded embedded database per e2e run, copied for each suite. Migrating and seeding
 * (demo catalog, ~5,000 seats of venue maps) took ~20 s per suite; a copy of the finished data folder
 * takes well under a second and starts from exactly the same demo data.
 *
 * `node --import tsx test/e2e/seeded-template.ts DIR` makes the template (scripts/e2e.mjs does it once and
 * passes E2E_TEMPLATE_DIR); `freshDataDir()` gives a suite its own copy, or an empty folder (the
 * server then migrates and seeds it) when no template was made, e.g. a suite run on its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export function freshDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-e2e-${name}-`))
  const template = process.env.E2E_TEMPLATE_DIR
  if (template && fs.existsSync(path.join(template, 'PG_VERSION'))) fs.cpSync(template, dir, { recursive: true })
  return dir
}

async function makeTemplate(dir: string): Promise<void> {
  const src = path.resolve(__dirname, '..', '..', 'server', 'src')
  const load = <T>(rel: string) => import(pathToFileURL(path.join(src, rel)).href) as Promise<T>
  // Loaded by path, not imported: the app's type-check must not pull the server's sources in.
  type Handle = { db: unknown; close(): Promise<void> }
  const { openDatabase } = await load<{ openDatabase(o: object): Promise<Handle> }>('db/client.ts')
  const { migrateDatabase } = await load<{ migrateDatabase(h: Handle): Promise<void> }>('db/migrate.ts')
  const { seedIfEmpty } = await load<{ seedIfEmpty(db: unknown): Promise<unknown> }>('seed/index.ts')
  const { startJobQueue } = await load<{ startJobQueue(o: object): Promise<{ stop(): Promise<void> }> }>('jobs/queue.ts')
  const { saleRemindersJob } = await load<{ saleRemindersJob(db: unknown): object }>('modules/reminders/index.ts')
  fs.rmSync(dir, { recursive: true, force: true })
  const db = await openDatabase({ dataDir: dir, databaseUrl: undefined })
  try {
    await migrateDatabase(db)
    await seedIfEmpty(db.db)
    // The job queue's schema and queues too, as a server's first start makes them.
    const jobs = await startJobQueue({ handle: db, jobs: [saleRemindersJob(db.db)], log: console })
    await jobs.stop()
  } finally {
    await db.close()
  }
}

if (require.main === module) {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: seeded-template.ts DIR')
  makeTemplate(path.resolve(dir)).catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
