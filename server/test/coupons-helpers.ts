/** Helpers of the coupon suites: templates and codes written straight to the database, coupon rows read back. */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { couponExchangeCodes, coupons, couponTemplates } from '../src/db/schema-coupons.js'
import { userCertifications } from '../src/db/schema-accounts.js'

export type TemplateSpec = Partial<typeof couponTemplates.$inferInsert>

let n = 0
const DAY = 86_400_000

/** A coupon template of its own (default: a listed CASH coupon of 50.00, valid 30 days, 1 per buyer). */
export async function makeTemplate(db: Db, spec: TemplateSpec = {}): Promise<string> {
  const templateId = spec.templateId ?? `CT${process.pid}x${n++}`
  await db.insert(couponTemplates).values({
    merchantId: '10001',
    title: { 'zh-CN': `测试券${templateId}`, 'zh-MO': `測試券${templateId}`, 'en-US': `Test coupon ${templateId}` },
    couponType: 'CASH',
    amountCents: 5_000,
    expirationType: 'FIXED',
    startTime: new Date(Date.now() - DAY),
    expireTime: new Date(Date.now() + 30 * DAY),
    ...spec,
    templateId,
  })
  return templateId
}

export async function makeCode(db: Db, templateId: string, merchantId = '10001'): Promise<string> {
  const code = `EX${process.pid}X${n++}`.toUpperCase()
  await db.insert(couponExchangeCodes).values({ merchantId, code, templateId })
  return code
}

export async function couponRow(db: Db, couponId: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.couponId, couponId))
  return row
}

export async function couponsOfTemplate(db: Db, templateId: string) {
  return db.select().from(coupons).where(eq(coupons.templateId, templateId))
}

export async function issuedOf(db: Db, templateId: string): Promise<number> {
  const [row] = await db.select({ n: couponTemplates.issuedQty }).from(couponTemplates).where(eq(couponTemplates.templateId, templateId))
  return row?.n ?? -1
}

export async function certify(db: Db, merchantId: string, userId: string): Promise<void> {
  await db.insert(userCertifications).values({ id: `cert-${userId}`, merchantId, userId, kind: 'PERSON', name: '陈大文', idType: 'ID_CARD', idNo: '110101199003077777', status: 'AUTH_SUCCESS' })
}

/** Expire a held coupon (its end date in the past) without touching its status. */
export async function expireCoupon(db: Db, couponId: string): Promise<void> {
  await db.update(coupons).set({ expireTime: new Date(Date.now() - 1000) }).where(and(eq(coupons.couponId, couponId)))
}

export async function couponCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(eq(coupons.userId, userId))
  return Number(row?.n ?? 0)
}
