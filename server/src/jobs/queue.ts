/**
 * The job queue: pg-boss on the storefront's own database, so jobs survive restarts and run once
 * across every API process (DESIGN: "Jobs ... run once across several API processes"). A job is a
 * named handler; a recurring one also has a cron schedule that pg-boss keeps once for the whole
 * deployment (not a timer per process). On PostgreSQL pg-boss keeps a small pool of its own; on the
 * embedded PGlite its statements go through the handle's one connection.
 */
import PgBoss from 'pg-boss'
import type { DbHandle } from '../db/client.js'

export interface JobDefinition {
  name: string
  /** Cron (UTC) for a recurring job; omitted for jobs that are only sent. */
  cron?: string
  /** Runs one job; a throw makes pg-boss retry it (retryLimit, retryDelay). */
  run(data: unknown): Promise<void>
}

export interface JobQueue {
  /** Queue a job now (a recurring job may be nudged this way, e.g. when something is already due). */
  send(name: string, data?: object): Promise<void>
  stop(): Promise<void>
}

export interface JobQueueOptions {
  handle: DbHandle
  jobs: JobDefinition[]
  /** Where job failures are logged (pg-boss retries them). */
  log: { error(obj: object, msg: string): void }
  /** How often an idle worker asks for work; pg-boss's minimum is 0.5 s (default 2 s). */
  pollingIntervalSeconds?: number
}

const SCHEMA = 'pgboss'

export async function startJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
  const connection = opts.handle.jobConnection
  const boss = new PgBoss({
    ...(connection.kind === 'url' ? { connectionString: connection.connectionString, max: 2, application_name: 'storefront-jobs' } : { db: { executeSql: (text: string, values: unknown[]) => connection.executeSql(text, values) } }),
    schema: SCHEMA,
    // Finished jobs are history, not state: the modules keep what was done in their own tables.
    retentionDays: 7,
    deleteAfterDays: 7,
  })
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'))
  await boss.start()
  for (const job of opts.jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: 5, retryDelay: 30, retryBackoff: true })
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' })
    await boss.work(job.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (batch) => {
      for (const item of batch) {
        try {
          await job.run(item.data)
        } catch (err) {
          opts.log.error({ err, job: job.name, id: item.id }, 'job failed; pg-boss retries it')
          throw err
        }
      }
    })
  }
  let stopping: Promise<void> | undefined
  return {
    async send(name, data = {}) {
      await boss.send(name, data)
    },
    stop() {
      // close: false on PGlite — the connection is the handle's, closed with it.
      stopping ??= boss.stop({ graceful: true, wait: true, timeout: 5000, close: connection.kind === 'url' })
      return stopping
    },
  }
}
