/** Helpers of the registration suites: open shows written straight to the database, their counters read back. */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { openShowRegistrations, openShows, type StoredRegistrationField } from '../src/db/schema-registrations.js'

let n = 0
const DAY = 86_400_000

export const FORM: StoredRegistrationField[] = [
  { key: 'name', type: 'TEXT', label: { 'zh-CN': '姓名', 'zh-MO': '姓名', 'en-US': 'Name' }, required: true, maxLength: 10 },
  { key: 'phone', type: 'PHONE', label: { 'zh-CN': '手机号', 'zh-MO': '手機號碼', 'en-US': 'Phone number' }, required: true },
  { key: 'people', type: 'NUMBER', label: { 'zh-CN': '人数', 'zh-MO': '人數', 'en-US': 'People' }, required: false, min: 1, max: 4 },
  {
    key: 'slot',
    type: 'SELECT',
    label: { 'zh-CN': '时段', 'zh-MO': '時段', 'en-US': 'Slot' },
    required: true,
    options: [
      { value: 'AM', label: { 'zh-CN': '上午', 'zh-MO': '上午', 'en-US': 'Morning' } },
      { value: 'PM', label: { 'zh-CN': '下午', 'zh-MO': '下午', 'en-US': 'Afternoon' } },
    ],
  },
  { key: 'email', type: 'EMAIL', label: { 'zh-CN': '邮箱', 'zh-MO': '郵箱', 'en-US': 'E-mail' }, required: false },
  { key: 'id', type: 'ID_CARD', label: { 'zh-CN': '身份证号', 'zh-MO': '身份證號碼', 'en-US': 'ID number' }, required: false },
]

export const GOOD = { name: '陈大文', phone: '13800001234', slot: 'AM' }

/** An open show of its own on merchant 10001 (default: 10 places, 1 per buyer, starting in 10 days). */
export async function makeOpenShow(db: Db, spec: Partial<typeof openShows.$inferInsert> = {}): Promise<string> {
  const openShowId = spec.openShowId ?? `OS${process.pid}x${n++}`
  const start = new Date(Date.now() + 10 * DAY)
  await db.insert(openShows).values({
    merchantId: '10001',
    title: { 'zh-CN': `测试活动${openShowId}`, 'zh-MO': `測試活動${openShowId}`, 'en-US': `Test event ${openShowId}` },
    venueName: { 'zh-CN': '广场', 'zh-MO': '廣場', 'en-US': 'Plaza' },
    startTime: start,
    endTime: new Date(start.getTime() + 3 * 3_600_000),
    registrationEndTime: start,
    capacity: 10,
    perBuyerLimit: 1,
    form: FORM,
    ...spec,
    openShowId,
  })
  return openShowId
}

export async function takenOf(db: Db, openShowId: string): Promise<number> {
  const [row] = await db.select({ taken: openShows.taken }).from(openShows).where(eq(openShows.openShowId, openShowId))
  return row?.taken ?? -1
}

export async function activeRegistrations(db: Db, openShowId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(openShowRegistrations)
    .where(and(eq(openShowRegistrations.openShowId, openShowId), eq(openShowRegistrations.status, 'REGISTERED')))
  return Number(row?.n ?? 0)
}
