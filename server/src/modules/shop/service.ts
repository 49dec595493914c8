/** Shop rules: turning stored merchant settings into the ShopConfig the app renders, in one language. */
import type { Lang } from '../../../../types/lang.js'
import type { BottomNavigation, ShopConfig } from '../../../../types/shop.js'
import type { MerchantSummary } from '../../http/merchant.js'
import { pickTranslation } from '../../i18n/translations.js'
import { memoize } from '../../lib/memo.js'
import type { NavigationRow, ShopConfigRows, ShopRepository } from './repository.js'

export type ShopConfigResult = { ok: true; config: ShopConfig } | { ok: false; reason: 'MERCHANT_NOT_FOUND' }

export interface ShopService {
  /** The merchant's shop config localised to `lang` (names fall back to the merchant's default language). */
  getShopConfig(merchantId: string, lang: Lang): Promise<ShopConfigResult>
  /** Minimal merchant facts for request context (default language, languages, status). */
  findMerchantSummary(merchantId: string): Promise<MerchantSummary | null>
}

export interface ShopServiceOptions {
  /**
   * How long a merchant's settings are reused before reading them again. Every request resolves its
   * merchant and the app asks for the shop config on every launch, so this spares the database the
   * same few rows thousands of times a second in an on-sale rush; an edit shows within this window
   * on every API process. 0 disables the cache.
   */
  cacheTtlMs?: number
}

const DEFAULT_CACHE_TTL_MS = 10_000

export function createShopService(repo: ShopRepository, options: ShopServiceOptions = {}): ShopService {
  const ttl = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS
  // `null` (unknown merchant) is cached too, so a flood of bogus merchant ids stays off the database.
  const rowsCache = memoize({ ttlMs: ttl, max: 1000 }, (merchantId: string) => repo.findShopConfigRows(merchantId))
  const summaryCache = memoize({ ttlMs: ttl, max: 1000 }, (merchantId: string) => repo.findMerchantSummary(merchantId))
  return {
    async getShopConfig(merchantId, lang) {
      const rows = await rowsCache(merchantId)
      if (!rows) return { ok: false, reason: 'MERCHANT_NOT_FOUND' }
      return { ok: true, config: toShopConfig(rows, lang) }
    },
    findMerchantSummary: (merchantId) => summaryCache(merchantId),
  }
}

export function toShopConfig(rows: ShopConfigRows, lang: Lang): ShopConfig {
  const m = rows.merchant
  const tr = (value: Parameters<typeof pickTranslation>[0]) => pickTranslation(value, lang, m.defaultLang)
  return {
    appId: m.appId,
    merchantId: m.merchantId,
    shopName: tr(m.shopName),
    shopStatus: m.shopStatus,
    shareDescription: tr(m.shareDescription),
    defaultLang: m.defaultLang,
    binaryValue: m.binaryValue,
    themeColor: m.themeColor,
    shopMixedColor: m.shopMixedColor,
    availableShopThemes: m.availableShopThemes,
    layoutBottomNavigation: m.bottomNavigationStyle,
    layoutBottomNavigations: rows.navigations.map((n) => toNavigation(n, tr)),
    supportLanguages: rows.languages.map((l) => ({ langTag: l.langTag, langName: l.langName, loginMethod: l.loginMethods })),
    supportLoginAreas: rows.loginAreas.map((a) => ({ code: a.code })),
    supportEmailOrder: m.supportEmailOrder,
    studentCertification: m.studentCertification,
    cyMerchantPrimeConfigVO: m.primeConfig,
    productCartConfig: m.productCartConfig,
    contentSettingInfos: m.contentSettingInfos,
    webPayGuideDisplay: m.webPayGuideDisplay,
    noAutoJumpPickSeat: m.noAutoJumpPickSeat,
    hiddenTicketPrice: m.hiddenTicketPrice,
    hiddenTicketPriceText: tr(m.hiddenTicketPriceText),
    isOpenSite: m.isOpenSite,
    companyDesc: tr(m.companyDesc),
    shopDomainIcpLicense: m.icpLicense,
    shopDomainIcpLicenseUrl: m.icpLicenseUrl,
    supportFaceAuth: m.supportFaceAuth,
    footerConfigVO: m.footerText ? { text: tr(m.footerText) } : null,
    // Rows written before a flag existed lack it: absent means off.
    features: { ...FEATURES_OFF, ...m.features },
  }
}

/** Every feature flag off: the base a shop's own flags are laid over (rows written before a flag existed lack it). */
export const FEATURES_OFF: ShopConfig['features'] = {
  zhongzhiMode: false,
  quickLogin: false,
  voucherRouter: false,
  skinRouter: false,
  plusSignDisplay: false,
  webActivities: false,
  googleLogin: false,
  appleLogin: false,
}

function toNavigation(n: NavigationRow, tr: (v: NavigationRow['navigationName']) => string): BottomNavigation {
  const nav: BottomNavigation = { floorType: n.floorType, navigationName: tr(n.navigationName) }
  // Optional fields are omitted rather than null so the app can rely on `undefined` meaning "not set".
  if (n.jumpType) nav.jumpType = n.jumpType
  if (n.jumpTarget) nav.jumpTarget = n.jumpTarget
  if (n.jumpDetails) nav.jumpDetails = n.jumpDetails
  if (n.pagePath) nav.pagePath = n.pagePath
  if (n.icons) nav.icons = n.icons
  if (n.svgContent) nav.svgContent = n.svgContent
  return nav
}
