/** Shared bits of the catalog suites: a GET that returns the envelope, and the seeded demo data to predict answers. */
import assert from 'node:assert/strict'
import { API_PREFIX } from '../../types/api.js'
import { DEMO_CATALOG_SPECS, demoCatalog } from '../src/seed/catalog.js'
import type { TestEnv } from './helpers.js'
import { envelopeOf } from './helpers.js'

export type Envelope<T> = ReturnType<typeof envelopeOf<T>>

/** GET /api/<path>?<query> and parse the envelope (HTTP status must be 200). */
export async function getEnv<T>(env: TestEnv, path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()
  const res = await env.app.inject({ url: `${API_PREFIX}/${path}${qs ? `?${qs}` : ''}`, headers })
  assert.equal(res.statusCode, 200, res.body)
  return envelopeOf<T>(res)
}

/** GET and demand success; returns data. */
export async function getData<T>(env: TestEnv, path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const body = await getEnv<T>(env, path, query, headers)
  assert.equal(body.statusCode, 200, body.comments)
  return body.data
}

export const MACAU_DATA = demoCatalog(DEMO_CATALOG_SPECS.MACAU)
export const MAINLAND_DATA = demoCatalog(DEMO_CATALOG_SPECS.MAINLAND)
export const onlineShows = (data = MACAU_DATA) => (data.shows ?? []).filter((s) => s.showStatus === 'ONLINE')
