/** Health answers after a database round trip; the seed is deterministic and idempotent. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { sql } from 'drizzle-orm'
import { API_PREFIX } from '../../types/api.js'
import type { Db } from '../src/db/client.js'
import { seedAll, seedIfEmpty } from '../src/seed/index.js'
import { alsoOnPglite, describeEachDb, envelopeOf } from './helpers.js'

alsoOnPglite('npm start seeds the embedded database: the seed must be deterministic there too')

const TABLES = ['merchants', 'merchant_languages', 'merchant_login_areas', 'merchant_bottom_navigations']

/** Every row of every seeded table, as JSON, in a stable order. */
async function snapshot(db: Db): Promise<string> {
  const out: Record<string, unknown> = {}
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`select to_jsonb(t) as row from ${table} t order by 1`))
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ row: unknown }>
    out[table] = rows.map((r) => JSON.stringify(r.row)).sort()
  }
  return JSON.stringify(out)
}

await describeEachDb('health and seed', (env) => {
  it('health answers ok with the database kind', async () => {
    const res = await env().app.inject({ url: `${API_PREFIX}/health` })
    assert.equal(res.statusCode, 200)
    const body = envelopeOf<{ status: string; db: string }>(res)
    assert.equal(body.statusCode, 200)
    assert.deepEqual(body.data, { status: 'ok', db: env().db.kind })
  })

  it('seeding again inserts nothing and changes nothing', async () => {
    const db = env().db.handle.db
    const before = await snapshot(db)
    assert.match(before, /10001/)
    const report = await seedAll(db)
    assert.equal(report.total, 0)
    assert.equal(await seedIfEmpty(db), false)
    assert.equal(await snapshot(db), before)
  })

  it('leaves rows a merchant has changed alone', async () => {
    const db = env().db.handle.db
    await db.execute(sql`update merchants set theme_color = '#000000' where merchant_id = '10002'`)
    await seedAll(db)
    const res = await db.execute(sql`select theme_color from merchants where merchant_id = '10002'`)
    const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as Array<{ theme_color: string }>
    assert.equal(rows[0]?.theme_color, '#000000')
  })
})
