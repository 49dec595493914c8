/**
 * Demo shops: '10001' Lotus Stage Macau (zh-MO default, three languages, red/gold) and '10002' Bund Live
 * Shanghai (zh-CN only, blue). Values are constants so every fresh database looks the same.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import type { FloorType } from '../../../types/shop.js'
import type { Translations } from '../i18n/translations.js'
import { createShopRepository, type ShopConfigInsert } from '../modules/shop/repository.js'
import { FEATURES_OFF } from '../modules/shop/service.js'
import type { SeedContext } from './index.js'

/** Seeded rows get a fixed time so two seeded databases are identical. */
export const SEED_TIME = new Date('2024-01-01T00:00:00.000Z')

interface NavSpec {
  floorType: FloorType
  pagePath: string
  name: Translations
}

/** The five tabs in order (spec core §2): home, all, shop (mall), ticket holder, mine. */
const NAVS: NavSpec[] = [
  { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list', name: { 'zh-CN': '首页', 'zh-MO': '首頁', 'en-US': 'Home' } },
  { floorType: 'NAVIGATION_OF_ALL', pagePath: 'pages/all/all', name: { 'zh-CN': '全部', 'zh-MO': '全部', 'en-US': 'All' } },
  { floorType: 'NAVIGATION_OF_SHOP', pagePath: 'pages/shop/shop', name: { 'zh-CN': '商城', 'zh-MO': '商城', 'en-US': 'Shop' } },
  {
    floorType: 'NAVIGATION_OF_TICKET_HOLDER',
    pagePath: 'pages/ticket/ticket',
    name: { 'zh-CN': '票夹', 'zh-MO': '票夾', 'en-US': 'Tickets' },
  },
  { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine', name: { 'zh-CN': '我的', 'zh-MO': '我的', 'en-US': 'Mine' } },
]

/** Navigation rows for a merchant, keeping only the languages it speaks (others fall back at read time). */
function navigations(merchantId: string, langs: Lang[]): ShopConfigInsert['navigations'] {
  return NAVS.map((n, position) => ({
    merchantId,
    position,
    floorType: n.floorType,
    navigationName: only(n.name, langs),
    pagePath: n.pagePath,
  }))
}

function only(tr: Translations, langs: Lang[]): Translations {
  return Object.fromEntries(langs.filter((l) => tr[l] !== undefined).map((l) => [l, tr[l]]))
}

export const MACAU_SHOP: ShopConfigInsert = {
  merchant: {
    merchantId: DEMO_MERCHANTS.MACAU,
    appId: 'demo-app-10001',
    shopName: { 'zh-MO': '澳門蓮花劇場', 'zh-CN': '澳门莲花剧场', 'en-US': 'Lotus Stage Macau' },
    shareDescription: {
      'zh-MO': '澳門現場演出購票',
      'zh-CN': '澳门现场演出购票',
      'en-US': 'Tickets for live shows in Macau',
    },
    defaultLang: 'zh-MO',
    shopStatus: 'OPEN',
    binaryValue: 0,
    themeColor: '#C8102E',
    shopMixedColor: '#D4AF37',
    supportEmailOrder: true,
    studentCertification: false,
    webPayGuideDisplay: true,
    noAutoJumpPickSeat: false,
    hiddenTicketPrice: false,
    hiddenTicketPriceText: {},
    isOpenSite: false,
    companyDesc: { 'zh-MO': '蓮花劇場有限公司', 'zh-CN': '莲花剧场有限公司', 'en-US': 'Lotus Stage Ltd.' },
    icpLicense: '',
    icpLicenseUrl: '',
    supportFaceAuth: false,
    footerText: { 'zh-MO': '© 澳門蓮花劇場', 'zh-CN': '© 澳门莲花剧场', 'en-US': '© Lotus Stage Macau' },
    availableShopThemes: [
      { theme: 'light', shopMainColor: '#C8102E', navigateTextColor: '#FFFFFF', priceColor: '#C8102E' },
      { theme: 'dark', shopMainColor: '#D4AF37', navigateTextColor: '#1A1A1A', priceColor: '#D4AF37' },
    ],
    bottomNavigationStyle: {
      navigationType: 5,
      iconColorType: 'THEME',
      selectedTextColor: '#C8102E',
      unselectedTextColor: '#8C8C8C',
    },
    primeConfig: {
      promoPrimeShared: true,
      autoChooseBestCoupon: true,
      autoChoosePoint: false,
      isShowPrimeCard: true,
      isShowPrivilegeCompare: true,
    },
    productCartConfig: { enable: true, enableSpuType: ['NORMAL'] },
    contentSettingInfos: [],
    // Google and Apple sign-in on H5 (the sandbox identity provider stands in for both in the demo).
    features: { ...FEATURES_OFF, plusSignDisplay: true, googleLogin: true, appleLogin: true },
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  },
  languages: [
    { merchantId: DEMO_MERCHANTS.MACAU, langTag: 'zh-MO', langName: '繁體中文', loginMethods: ['CELLPHONE', 'EMAIL'], position: 0 },
    { merchantId: DEMO_MERCHANTS.MACAU, langTag: 'zh-CN', langName: '简体中文', loginMethods: ['CELLPHONE'], position: 1 },
    { merchantId: DEMO_MERCHANTS.MACAU, langTag: 'en-US', langName: 'English', loginMethods: ['CELLPHONE', 'EMAIL'], position: 2 },
  ],
  loginAreas: ['853', '86', '852'].map((code, position) => ({ merchantId: DEMO_MERCHANTS.MACAU, code, position })),
  navigations: navigations(DEMO_MERCHANTS.MACAU, ['zh-MO', 'zh-CN', 'en-US']),
}

export const MAINLAND_SHOP: ShopConfigInsert = {
  merchant: {
    merchantId: DEMO_MERCHANTS.MAINLAND,
    appId: 'demo-app-10002',
    // Only zh-CN: the shop speaks one language; other request languages read the zh-CN names.
    shopName: { 'zh-CN': '上海外滩现场' },
    shareDescription: { 'zh-CN': '上海外滩现场演出购票' },
    defaultLang: 'zh-CN',
    shopStatus: 'OPEN',
    binaryValue: 0,
    themeColor: '#1F4E9E',
    shopMixedColor: '#00A3A1',
    supportEmailOrder: false,
    studentCertification: true,
    webPayGuideDisplay: false,
    noAutoJumpPickSeat: false,
    hiddenTicketPrice: false,
    hiddenTicketPriceText: {},
    isOpenSite: true,
    companyDesc: { 'zh-CN': '上海外滩现场文化传播有限公司' },
    icpLicense: '沪ICP备00000000号-1',
    icpLicenseUrl: 'https://beian.miit.gov.cn/',
    supportFaceAuth: true,
    footerText: null,
    availableShopThemes: [
      { theme: 'light', shopMainColor: '#1F4E9E', navigateTextColor: '#FFFFFF', priceColor: '#E4393C' },
      { theme: 'dark', shopMainColor: '#00A3A1', navigateTextColor: '#FFFFFF', priceColor: '#FF6A6A' },
    ],
    bottomNavigationStyle: {
      navigationType: 5,
      iconColorType: 'THEME',
      selectedTextColor: '#1F4E9E',
      unselectedTextColor: '#999999',
    },
    primeConfig: {
      promoPrimeShared: false,
      autoChooseBestCoupon: true,
      autoChoosePoint: true,
      isShowPrimeCard: false,
      isShowPrivilegeCompare: false,
    },
    productCartConfig: { enable: false, enableSpuType: [] },
    contentSettingInfos: [],
    features: { ...FEATURES_OFF, quickLogin: true },
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  },
  languages: [
    { merchantId: DEMO_MERCHANTS.MAINLAND, langTag: 'zh-CN', langName: '简体中文', loginMethods: ['CELLPHONE'], position: 0 },
  ],
  loginAreas: [{ merchantId: DEMO_MERCHANTS.MAINLAND, code: '86', position: 0 }],
  navigations: navigations(DEMO_MERCHANTS.MAINLAND, ['zh-CN']),
}

/** Seed the demo shops; returns the number of rows inserted (0 when they are all there). */
export async function seedShops({ db }: SeedContext): Promise<number> {
  const repo = createShopRepository(db)
  let inserted = 0
  for (const shop of [MACAU_SHOP, MAINLAND_SHOP]) inserted += await repo.insertShopConfigIfAbsent(shop)
  return inserted
}
