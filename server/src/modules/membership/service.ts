/**
 * Membership rules for buyers: levels and their rights, the buyer's current level with the level-up
 * popup (shown once: closing it asks the server to stop reminding), points with what is about to
 * expire, and the paged point and growth records. Earning and spending happen on the order path
 * (orders/membership.ts, payments/settle.ts) through repository.ts.
 */
import type { PrimePrivilege } from '../../../../types/accounts.js'
import type { Lang } from '../../../../types/lang.js'
import type {
  CurrentLevel,
  ExpiringPoints,
  GrowthRecord,
  MembershipRules,
  PointRecord,
  PointSummary,
  PopSetting,
  PrimeLevel,
  PrimeLevelsResponse,
  RecordPage,
} from '../../../../types/membership.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { kindText, memberDiscountText, membershipText } from './messages.js'
import * as repo from './repository.js'
import { nextLevel, zheOf } from './rules.js'
import { bestMemberPrice, paidMemberPrices } from '../paid-membership/grant.js'
import { birthdayYear, buyerBirthday, closeBirthdayPopup, giftPoints, grantBirthdayGifts, shopYear } from './birthday.js'

export interface Viewer {
  merchantId: string
  lang: Lang
  fallback: Lang
}
export interface Member extends Viewer {
  userId: string
}

export interface MembershipServiceOptions {
  now?: () => number
}

function levelView(v: Viewer, l: repo.LevelRow): PrimeLevel {
  const tr = (x: Parameters<typeof pickTranslation>[0]) => pickTranslation(x, v.lang, v.fallback)
  return {
    level: l.level,
    primeLevelName: tr(l.name),
    growthThreshold: l.growthThreshold,
    showDiscountText: memberDiscountText(v.lang, l.showDiscountPercent),
    primeRights: l.rights
      .filter((r) => r.display)
      .map((r) => ({ icon: r.icon, primeRightTypeName: tr(r.typeName), badgeDesc: tr(r.badge), isHighlight: r.highlight, isDisplayToUser: r.display })),
    birthdayGifts: l.birthdayGifts.map((g) => ({ icon: g.icon, giftDesc: tr(g.desc), points: g.points ?? 0 })),
  }
}

function rulesView(v: Viewer, r: repo.RuleRow | null): MembershipRules | null {
  if (!r) return null
  return {
    growthPerYuan: r.growthPerYuan,
    pointsPerYuan: r.pointsPerYuan,
    rate: r.pointRate,
    limitProportion: r.limitProportion,
    pointValidDays: r.pointValidDays,
    growthRule: pickTranslation(r.growthRule, v.lang, v.fallback),
    pointRule: pickTranslation(r.pointRule, v.lang, v.fallback),
  }
}

const pageOf = <T>(records: T[], total: number, pageIndex: number, pageSize: number): RecordPage<T> => ({
  records,
  total,
  pageIndex,
  pageSize,
  hasMore: (pageIndex + 1) * pageSize < total,
})

export type MembershipResult<T> = { ok: true; value: T } | { ok: false; failure: 'noMembership' }

export function createMembershipService(db: Db, opts: MembershipServiceOptions = {}) {
  const now = opts.now ?? Date.now

  async function expiring(m: Member, rule: repo.RuleRow | null): Promise<ExpiringPoints> {
    const days = rule?.expireNoticeDays ?? 30
    const e = await repo.expiringPoints(db, m.merchantId, m.userId, new Date(now()), days)
    return { points: e.points, expireTime: e.expireAt?.getTime() ?? null, withinDays: days }
  }

  /**
   * In the buyer's birthday month with a level that has gifts: this year's points granted (once) and
   * whether the popup is due. Outside it, nothing.
   */
  async function birthday(m: Member, level: repo.LevelRow): Promise<{ month: boolean; popup: boolean; points: number }> {
    const at = new Date(now())
    const year = level.birthdayGifts.length ? birthdayYear(await buyerBirthday(db, m.merchantId, m.userId), at) : null
    if (year === null) return { month: false, popup: false, points: 0 }
    await grantBirthdayGifts(db, { merchantId: m.merchantId, userId: m.userId, level, rule: await repo.findRule(db, m.merchantId), year, now: at })
    const account = await repo.findAccount(db, m.merchantId, m.userId)
    // No account yet (query_pop_setting before any look at the membership): nothing granted, nothing to show.
    if (!account) return { month: true, popup: false, points: 0 }
    return { month: true, popup: account.birthdayPopupYear !== year, points: account.birthdayGiftYear === year ? giftPoints(level) : 0 }
  }

  /** The buyer's current level row (the lowest when they have no account yet). */
  async function levelOf(m: Member, account: repo.AccountRow | null): Promise<repo.LevelRow | undefined> {
    const levels = await repo.findLevels(db, m.merchantId)
    return levels.find((l) => l.level === account?.level) ?? levels[0]
  }

  /** The buyer is a member from their first look (welcome points); lots past their expiry leave the balance before it is shown. */
  async function settleExpiry(m: Member): Promise<void> {
    await repo.ensureMember(db, m.merchantId, m.userId, new Date(now()))
    await db.transaction(async (tx) => {
      await repo.expireDueLots(tx as unknown as Db, m.merchantId, m.userId, new Date(now()))
    })
  }

  return {
    /** The shop's levels with their rights and the rules (public: the center and compare pages). */
    async levels(v: Viewer): Promise<PrimeLevelsResponse> {
      const [levels, rule] = await Promise.all([repo.findLevels(db, v.merchantId), repo.findRule(db, v.merchantId)])
      return { levels: levels.map((l) => levelView(v, l)), rules: rulesView(v, rule) }
    },

    /** The buyer's level, growth, points, the next level and whether the level-up popup is due. */
    async currentLevel(m: Member): Promise<MembershipResult<CurrentLevel>> {
      const levels = await repo.findLevels(db, m.merchantId)
      if (!levels.length) return { ok: false, failure: 'noMembership' }
      await settleExpiry(m)
      const before = await repo.findAccount(db, m.merchantId, m.userId)
      const current = levels.find((l) => l.level === before?.level) ?? (levels[0] as repo.LevelRow)
      const gifts = await birthday(m, current)
      const account = gifts.points ? await repo.findAccount(db, m.merchantId, m.userId) : before
      const growth = account?.growth ?? 0
      const next = nextLevel(growth, current.level, levels)
      const nextRow = next ? levels.find((l) => l.level === next.level) : undefined
      return {
        ok: true,
        value: {
          ...levelView(m, current),
          growth,
          points: account?.points ?? 0,
          nextLevel: next && nextRow ? { level: next.level, primeLevelName: pickTranslation(nextRow.name, m.lang, m.fallback), growthThreshold: next.growthThreshold, need: next.need } : null,
          levels: levels.map((l) => levelView(m, l)),
          levelUpgradePopup: !!account && account.level > account.notifiedLevel,
          birthdayMonth: gifts.month,
          birthdayPopup: gifts.popup,
          birthdayPoints: gifts.points,
        },
      }
    },

    async popSetting(m: Member): Promise<PopSetting> {
      const account = await repo.findAccount(db, m.merchantId, m.userId)
      const level = await levelOf(m, account)
      const gifts = level ? await birthday(m, level) : null
      return { levelUpgrade: !!account && account.level > account.notifiedLevel, birthday: !!gifts?.popup }
    },

    /** Closing the level-up popup: no reminder until the next level. */
    async noLongerRemindLevelUp(m: Member): Promise<PopSetting> {
      await repo.markLevelNotified(db, m.merchantId, m.userId)
      return this.popSetting(m)
    },

    /** Closing the birthday popup: not again this year. */
    async noLongerRemindBirthday(m: Member): Promise<PopSetting> {
      await repo.ensureMember(db, m.merchantId, m.userId, new Date(now()))
      await closeBirthdayPopup(db, m.merchantId, m.userId, shopYear(new Date(now())))
      return this.popSetting(m)
    },

    async pointSummary(m: Member): Promise<PointSummary> {
      await settleExpiry(m)
      const rule = await repo.findRule(db, m.merchantId)
      const account = await repo.findAccount(db, m.merchantId, m.userId)
      return { points: account?.points ?? 0, aboutToExpire: await expiring(m, rule), rules: rulesView(m, rule) }
    },

    async aboutToExpire(m: Member): Promise<ExpiringPoints> {
      return expiring(m, await repo.findRule(db, m.merchantId))
    },

    async pointRecords(m: Member, pageIndex: number, pageSize: number): Promise<RecordPage<PointRecord>> {
      await settleExpiry(m)
      const page = await repo.pointRecordPage(db, m.merchantId, m.userId, pageIndex * pageSize, pageSize)
      const records = page.rows.map((r) => ({
        recordId: r.recordId,
        kind: r.kind,
        kindText: kindText(m.lang, r.kind, r.orderId, r.source),
        points: r.points,
        orderId: r.orderId,
        createTime: r.createdAt.getTime(),
        expireTime: r.kind === 'EARN' && r.expireAt ? r.expireAt.getTime() : null,
      }))
      return pageOf(records, page.total, pageIndex, pageSize)
    },

    async growthRecords(m: Member, pageIndex: number, pageSize: number): Promise<RecordPage<GrowthRecord>> {
      const page = await repo.growthRecordPage(db, m.merchantId, m.userId, pageIndex * pageSize, pageSize)
      const text = membershipText(m.lang, 'growthEarned')
      const records = page.rows.map((r) => ({ recordId: r.recordId, growth: r.growth, orderId: r.orderId, createTime: r.createdAt.getTime(), text }))
      return pageOf(records, page.total, pageIndex, pageSize)
    },
  }
}

export type MembershipService = ReturnType<typeof createMembershipService>

/**
 * GET prime_privilege for a buyer: their level's name and, when the level or a running paid membership
 * gives a member price on shows, the larger one as the privilege (belongTo PRIME_LEVEL or
 * PAID_MEMBERSHIP) with its 折 figure ('9.5'), which the app shows as 会员{n}折; likewise on goods.
 */
export async function primePrivilegeOf(db: Db, v: Member, now = new Date()): Promise<PrimePrivilege> {
  const [account, levels, prices] = await Promise.all([repo.findAccount(db, v.merchantId, v.userId), repo.findLevels(db, v.merchantId), paidMemberPrices(db, v.merchantId, v.userId, now)])
  const paid = prices?.show ?? null
  const level = levels.find((l) => l.level === account?.level) ?? levels[0]
  const name = level ? pickTranslation(level.name, v.lang, v.fallback) : ''
  const levelPercent = level?.showDiscountPercent ?? null
  const paidWins = paid !== null && (levelPercent === null || paid.percent < levelPercent)
  const percent = paidWins ? paid.percent : levelPercent
  const privilege = paidWins
    ? { privilegeId: 'PAID_MEMBERSHIP', belongTo: 'PAID_MEMBERSHIP', targetName: pickTranslation(paid.name, v.lang, v.fallback) }
    : level && percent
      ? { privilegeId: `PRIME_LEVEL_${level.level}`, belongTo: 'PRIME_LEVEL', targetName: name }
      : null
  // On goods: the better of the level's and the paid membership's member price.
  const itemPercent = bestMemberPrice([level?.itemDiscountPercent ? { percent: level.itemDiscountPercent, name: level.name } : null, prices?.item])?.percent ?? null
  return {
    primeLevelName: name,
    showDiscountPrivileges: privilege ? [privilege] : [],
    showDiscountPrivilegeVo: percent ? { formatDiscount: zheOf(percent) } : null,
    itemDiscountPrivilegeVo: itemPercent ? { formatDiscount: zheOf(itemPercent) } : null,
    couponPackageDiscountPrivilegeVo: null,
  }
}
