/** TypeBox schemas of the shop routes; the response schema mirrors types/shop.ts (checked below at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import type { ShopConfig } from '../../../../types/shop.js'
import { envelopeSchema } from '../../http/envelope.js'

const LangSchema = Type.Union([Type.Literal('zh-CN'), Type.Literal('zh-MO'), Type.Literal('en-US')])
const LoginMethodSchema = Type.Union([Type.Literal('EMAIL'), Type.Literal('CELLPHONE')])
const FloorTypeSchema = Type.Union(
  [
    'NAVIGATION_OF_HOME',
    'NAVIGATION_OF_ALL',
    'NAVIGATION_OF_SHOP',
    'NAVIGATION_OF_TICKET_HOLDER',
    'NAVIGATION_OF_MINE',
    'NAVIGATION_OF_PARKING',
    'NAVIGATION_OF_CUSTOM',
  ].map((v) => Type.Literal(v as ShopConfig['layoutBottomNavigations'][number]['floorType'])),
)

const BottomNavigationSchema = Type.Object({
  floorType: FloorTypeSchema,
  navigationName: Type.String(),
  jumpType: Type.Optional(Type.String()),
  jumpTarget: Type.Optional(Type.String()),
  jumpDetails: Type.Optional(
    Type.Array(
      Type.Object({
        type: Type.Union([Type.Literal('WX_MINI'), Type.Literal('ALIPAY_MINI'), Type.Literal('H5')]),
        path: Type.String(),
        appId: Type.Optional(Type.String()),
      }),
    ),
  ),
  pagePath: Type.Optional(Type.String()),
  icons: Type.Optional(Type.Object({ selected: Type.String(), unselected: Type.String() })),
  svgContent: Type.Optional(Type.String()),
})

export const ShopConfigSchema = Type.Object({
  appId: Type.String(),
  merchantId: Type.String(),
  shopName: Type.String(),
  shopStatus: Type.Union([Type.Literal('OPEN'), Type.Literal('CLOSED'), Type.Literal('SUSPENDED')]),
  shareDescription: Type.String(),
  defaultLang: LangSchema,
  binaryValue: Type.Integer(),
  themeColor: Type.String(),
  shopMixedColor: Type.String(),
  availableShopThemes: Type.Array(
    Type.Object({
      theme: Type.String(),
      shopMainColor: Type.String(),
      navigateTextColor: Type.String(),
      priceColor: Type.String(),
      avatar: Type.Optional(Type.String()),
    }),
  ),
  layoutBottomNavigation: Type.Object({
    navigationType: Type.Integer(),
    iconColorType: Type.String(),
    selectedTextColor: Type.String(),
    unselectedTextColor: Type.String(),
  }),
  layoutBottomNavigations: Type.Array(BottomNavigationSchema),
  supportLanguages: Type.Array(
    Type.Object({ langTag: LangSchema, langName: Type.String(), loginMethod: Type.Array(LoginMethodSchema) }),
  ),
  supportLoginAreas: Type.Array(Type.Object({ code: Type.String() })),
  supportEmailOrder: Type.Boolean(),
  studentCertification: Type.Boolean(),
  cyMerchantPrimeConfigVO: Type.Object({
    promoPrimeShared: Type.Boolean(),
    autoChooseBestCoupon: Type.Boolean(),
    autoChoosePoint: Type.Boolean(),
    isShowPrimeCard: Type.Boolean(),
    isShowPrivilegeCompare: Type.Boolean(),
  }),
  productCartConfig: Type.Object({ enable: Type.Boolean(), enableSpuType: Type.Array(Type.String()) }),
  contentSettingInfos: Type.Array(Type.Object({ source: Type.String(), target: Type.String() })),
  webPayGuideDisplay: Type.Boolean(),
  noAutoJumpPickSeat: Type.Boolean(),
  hiddenTicketPrice: Type.Boolean(),
  hiddenTicketPriceText: Type.String(),
  isOpenSite: Type.Boolean(),
  companyDesc: Type.String(),
  shopDomainIcpLicense: Type.String(),
  shopDomainIcpLicenseUrl: Type.String(),
  supportFaceAuth: Type.Boolean(),
  footerConfigVO: Type.Union([Type.Object({ text: Type.String() }), Type.Null()]),
  features: Type.Object({
    zhongzhiMode: Type.Boolean(),
    quickLogin: Type.Boolean(),
    voucherRouter: Type.Boolean(),
    skinRouter: Type.Boolean(),
    plusSignDisplay: Type.Boolean(),
    webActivities: Type.Boolean(),
    googleLogin: Type.Boolean(),
    appleLogin: Type.Boolean(),
  }),
})

// Compile-time guard: the schema and the shared contract must describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _shopConfigMatches: Same<Static<typeof ShopConfigSchema>, ShopConfig> = true
void _shopConfigMatches

/** Query of GET home/pub/v5/shop/configs. Common params (lang, merchantId, ...) pass through unvalidated. */
export const ShopConfigsQuery = Type.Object({
  cityId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' })),
  miniAppType: Type.Optional(Type.String({ maxLength: 64 })),
  bizShowId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  configTypeEnum: Type.Optional(Type.String({ maxLength: 64 })),
})
export type ShopConfigsQuery = Static<typeof ShopConfigsQuery>

export const ShopConfigsResponse = envelopeSchema(ShopConfigSchema)
