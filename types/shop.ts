/** Shop (merchant) configuration as `home/pub/v5/shop/configs` answers it (spec core §3 "Shop config"). */
import type { Lang } from './lang'

export type LoginMethod = 'EMAIL' | 'CELLPHONE'

export interface SupportLanguage {
  /** zh-CN, zh-MO or en-US */
  langTag: Lang
  langName: string
  loginMethod: LoginMethod[]
}

export type FloorType =
  | 'NAVIGATION_OF_HOME'
  | 'NAVIGATION_OF_ALL'
  | 'NAVIGATION_OF_SHOP'
  | 'NAVIGATION_OF_TICKET_HOLDER'
  | 'NAVIGATION_OF_MINE'
  | 'NAVIGATION_OF_PARKING'
  | 'NAVIGATION_OF_CUSTOM'

export interface JumpDetail {
  type: 'WX_MINI' | 'ALIPAY_MINI' | 'H5'
  path: string
  appId?: string
}

export interface BottomNavigation {
  floorType: FloorType
  navigationName: string
  jumpType?: string
  jumpTarget?: string
  jumpDetails?: JumpDetail[]
  pagePath?: string
  icons?: { selected: string; unselected: string }
  svgContent?: string
}

export interface BottomNavigationStyle {
  navigationType: number
  iconColorType: string
  selectedTextColor: string
  unselectedTextColor: string
}

export interface ShopTheme {
  theme: string
  shopMainColor: string
  navigateTextColor: string
  priceColor: string
  avatar?: string
}

export interface ShopConfig {
  appId: string
  merchantId: string
  shopName: string
  shopStatus: 'OPEN' | 'CLOSED' | 'SUSPENDED'
  shareDescription: string
  defaultLang: Lang
  binaryValue: number
  themeColor: string
  shopMixedColor: string
  availableShopThemes: ShopTheme[]
  layoutBottomNavigation: BottomNavigationStyle
  layoutBottomNavigations: BottomNavigation[]
  supportLanguages: SupportLanguage[]
  supportLoginAreas: Array<{ code: string }>
  supportEmailOrder: boolean
  studentCertification: boolean
  cyMerchantPrimeConfigVO: {
    promoPrimeShared: boolean
    autoChooseBestCoupon: boolean
    autoChoosePoint: boolean
    isShowPrimeCard: boolean
    isShowPrivilegeCompare: boolean
  }
  productCartConfig: { enable: boolean; enableSpuType: string[] }
  contentSettingInfos: Array<{ source: string; target: string }>
  webPayGuideDisplay: boolean
  noAutoJumpPickSeat: boolean
  hiddenTicketPrice: boolean
  hiddenTicketPriceText: string
  isOpenSite: boolean
  companyDesc: string
  shopDomainIcpLicense: string
  shopDomainIcpLicenseUrl: string
  supportFaceAuth: boolean
  footerConfigVO: { text: string } | null
  /**
   * Feature flags the spec names (zhongzhi mode, quick login, voucher/skin router, plus sign), and the
   * third-party logins the shop offers (Google, Apple: H5 sign-in buttons; the server refuses them
   * where they are off).
   */
  features: {
    zhongzhiMode: boolean
    quickLogin: boolean
    voucherRouter: boolean
    skinRouter: boolean
    plusSignDisplay: boolean
    webActivities: boolean
    googleLogin: boolean
    appleLogin: boolean
  }
}
