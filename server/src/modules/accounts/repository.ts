/** Accounts data access — the only accounts code that touches Drizzle. */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { LoginMethod as ShopLoginMethod } from '../../../../types/shop.js'
import type { Db } from '../../db/client.js'
import { merchantLanguages, merchantLoginAreas, merchants } from '../../db/schema.js'
import { merchantAuthSettings, users } from '../../db/schema-accounts.js'
import { createCaptchaQueries } from './auth/captcha/repository.js'
import { createEmailLinkQueries } from './auth/email/repository.js'
import { createThrottleQueries } from './auth/throttle/repository.js'
import { createCertificationQueries } from './certification/repository.js'
import { createCodeQueries } from './codes/repository.js'
import { createIdentityQueries } from './identity/repository.js'
import { createTokenQueries } from './tokens/repository.js'
import { createUnregisterQueries } from './unregister/repository.js'
import { createUploadQueries } from './uploads/repository.js'
import { createWorkPermitQueries } from './work-permit/repository.js'

export type UserRow = typeof users.$inferSelect
export type UserInsert = typeof users.$inferInsert

export interface MerchantLoginConfig {
  areas: string[]
  languages: Array<{ langTag: Lang; loginMethods: ShopLoginMethod[] }>
  singleDevice: boolean
  /** Third-party sign-ins the shop offers (shop config features.googleLogin / appleLogin). */
  identityLogins: { GOOGLE: boolean; APPLE: boolean }
}

export interface AccountsRepository extends AccountsQueries {
  /** Run `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: AccountsRepository) => Promise<T>): Promise<T>
}

/**
 * The accounts repository: every sub-domain's queries over one database handle, so a transaction binds
 * them all (a captcha token is spent in the same transaction as the code it lets through).
 */
export function createAccountsRepository(db: Db): AccountsRepository {
  return {
    ...createQueries(db),
    transaction: (fn) => db.transaction((tx) => fn(createAccountsRepository(tx as unknown as Db))),
  }
}

export type AccountsQueries = ReturnType<typeof createQueries>

function createQueries(db: Db) {
  return {
    ...createTokenQueries(db),
    ...createCodeQueries(db),
    ...createEmailLinkQueries(db),
    ...createThrottleQueries(db),
    ...createCaptchaQueries(db),
    ...createIdentityQueries(db),
    ...createUploadQueries(db),
    ...createCertificationQueries(db),
    ...createWorkPermitQueries(db),
    ...createUnregisterQueries(db),
    ...createSharedQueries(db),
  }
}

/** Buyers and the shop's login settings: read by every sub-domain. */
function createSharedQueries(db: Db) {
  return {
    async loginConfig(merchantId: string): Promise<MerchantLoginConfig> {
      const areas = await db
        .select({ code: merchantLoginAreas.code })
        .from(merchantLoginAreas)
        .where(eq(merchantLoginAreas.merchantId, merchantId))
        .orderBy(asc(merchantLoginAreas.position))
      const languages = await db
        .select({ langTag: merchantLanguages.langTag, loginMethods: merchantLanguages.loginMethods })
        .from(merchantLanguages)
        .where(eq(merchantLanguages.merchantId, merchantId))
        .orderBy(asc(merchantLanguages.position))
      const [settings] = await db.select().from(merchantAuthSettings).where(eq(merchantAuthSettings.merchantId, merchantId))
      const [merchant] = await db.select({ features: merchants.features }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return {
        areas: areas.map((a) => a.code),
        languages,
        singleDevice: settings?.singleDevice ?? false,
        identityLogins: { GOOGLE: merchant?.features.googleLogin === true, APPLE: merchant?.features.appleLogin === true },
      }
    },

    /** The shop's name in its languages (the sandbox sign-in page names who asks). */
    async shopName(merchantId: string) {
      const [r] = await db.select({ name: merchants.shopName, defaultLang: merchants.defaultLang }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return r
    },

    async setSingleDevice(merchantId: string, singleDevice: boolean): Promise<void> {
      await db
        .insert(merchantAuthSettings)
        .values({ merchantId, singleDevice })
        .onConflictDoUpdate({ target: merchantAuthSettings.merchantId, set: { singleDevice } })
    },

    // --- users ----------------------------------------------------------------------------------
    async findUserById(merchantId: string, userId: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId), isNull(users.unregisteredAt)))
      return u
    },

    async findUserByPhone(merchantId: string, countryCode: string, cellphone: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.countryCode, countryCode), eq(users.cellphone, cellphone)))
      return u
    },

    async findUserByEmail(merchantId: string, email: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.email, email), isNull(users.unregisteredAt)))
      return u
    },

    /** Insert unless the phone/email is taken (a concurrent registration); returns the row or undefined. */
    async insertUser(row: UserInsert): Promise<UserRow | undefined> {
      const [u] = await db.insert(users).values(row).onConflictDoNothing().returning()
      return u
    },

    async updateUser(merchantId: string, userId: string, patch: Partial<UserInsert>, now: Date): Promise<UserRow | undefined> {
      const [u] = await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId)))
        .returning()
      return u
    },

    /** Set the birthday only if none is set yet (birthday is editable once); false when one exists. */
    async setBirthdayOnce(merchantId: string, userId: string, birthday: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ birthday, updatedAt: now })
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId), isNull(users.birthday)))
        .returning({ id: users.userId })
      return rows.length === 1
    },
  }
}
