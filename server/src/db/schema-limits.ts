/**
 * Counters of the abuse limits (server/src/limits) when they live in PostgreSQL: one row per limit key,
 * in the shape rate-limiter-flexible's Drizzle store reads and writes with one atomic upsert. With
 * REDIS_URL set the counters live in Redis and this table only backs them up while Redis is down.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)
