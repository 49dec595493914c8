/** Shop (merchant) data access — the only shop code that touches Drizzle. */
import { asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { merchantBottomNavigations, merchantLanguages, merchantLoginAreas, merchants } from '../../db/schema.js'
import type { MerchantSummary } from '../../http/merchant.js'

export type MerchantRow = typeof merchants.$inferSelect
export type LanguageRow = typeof merchantLanguages.$inferSelect
export type LoginAreaRow = typeof merchantLoginAreas.$inferSelect
export type NavigationRow = typeof merchantBottomNavigations.$inferSelect

export interface ShopConfigRows {
  merchant: MerchantRow
  languages: LanguageRow[]
  loginAreas: LoginAreaRow[]
  navigations: NavigationRow[]
}

/** A merchant's complete shop config as rows to insert (used by the seed and, later, merchant onboarding). */
export interface ShopConfigInsert {
  merchant: typeof merchants.$inferInsert
  languages: Array<typeof merchantLanguages.$inferInsert>
  loginAreas: Array<typeof merchantLoginAreas.$inferInsert>
  navigations: Array<typeof merchantBottomNavigations.$inferInsert>
}

export interface ShopRepository {
  findMerchantSummary(merchantId: string): Promise<MerchantSummary | null>
  findShopConfigRows(merchantId: string): Promise<ShopConfigRows | null>
  countMerchants(): Promise<number>
  /** Insert rows that are not there yet (by primary key); existing rows are left untouched. Returns rows inserted. */
  insertShopConfigIfAbsent(data: ShopConfigInsert): Promise<number>
}

export function createShopRepository(db: Db): ShopRepository {
  return {
    async findMerchantSummary(merchantId) {
      const [m] = await db
        .select({
          merchantId: merchants.merchantId,
          defaultLang: merchants.defaultLang,
          shopStatus: merchants.shopStatus,
          contentSettingInfos: merchants.contentSettingInfos,
        })
        .from(merchants)
        .where(eq(merchants.merchantId, merchantId))
      if (!m) return null
      const langs = await db
        .select({ langTag: merchantLanguages.langTag })
        .from(merchantLanguages)
        .where(eq(merchantLanguages.merchantId, merchantId))
        .orderBy(asc(merchantLanguages.position))
      return { ...m, languages: langs.map((l) => l.langTag) }
    },

    async findShopConfigRows(merchantId) {
      const [merchant] = await db.select().from(merchants).where(eq(merchants.merchantId, merchantId))
      if (!merchant) return null
      // Sequential on purpose: PGlite has one connection, and three tiny reads gain nothing from parallelism.
      const languages = await db
        .select()
        .from(merchantLanguages)
        .where(eq(merchantLanguages.merchantId, merchantId))
        .orderBy(asc(merchantLanguages.position))
      const loginAreas = await db
        .select()
        .from(merchantLoginAreas)
        .where(eq(merchantLoginAreas.merchantId, merchantId))
        .orderBy(asc(merchantLoginAreas.position))
      const navigations = await db
        .select()
        .from(merchantBottomNavigations)
        .where(eq(merchantBottomNavigations.merchantId, merchantId))
        .orderBy(asc(merchantBottomNavigations.position))
      return { merchant, languages, loginAreas, navigations }
    },

    async countMerchants() {
      const [row] = await db.select({ n: count() }).from(merchants)
      return row?.n ?? 0
    },

    async insertShopConfigIfAbsent(data) {
      let inserted = 0
      const add = (rows: unknown[]) => (inserted += rows.length)
      add(await db.insert(merchants).values(data.merchant).onConflictDoNothing().returning({ id: merchants.merchantId }))
      if (data.languages.length)
        add(await db.insert(merchantLanguages).values(data.languages).onConflictDoNothing().returning({ id: merchantLanguages.merchantId }))
      if (data.loginAreas.length)
        add(await db.insert(merchantLoginAreas).values(data.loginAreas).onConflictDoNothing().returning({ id: merchantLoginAreas.merchantId }))
      if (data.navigations.length)
        add(
          await db
            .insert(merchantBottomNavigations)
            .values(data.navigations)
            .onConflictDoNothing()
            .returning({ id: merchantBottomNavigations.merchantId }),
        )
      return inserted
    },
  }
}
