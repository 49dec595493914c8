/**
 * Drizzle schema. Every table of merchant data carries merchant_id. Scalar shop settings are columns;
 * structured parts of the shop config (themes, flags, nav style) are jsonb; merchant-authored names are
 * jsonb translation objects (see i18n/translations.ts).
 */
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { Lang } from '../../../types/lang.js'
import type {
  BottomNavigationStyle,
  FloorType,
  JumpDetail,
  LoginMethod,
  ShopConfig,
  ShopTheme,
} from '../../../types/shop.js'
import type { Translations } from '../i18n/translations.js'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const merchants = pgTable('merchants', {
  merchantId: text('merchant_id').primaryKey(),
  appId: text('app_id').notNull(),
  shopName: jsonb('shop_name').$type<Translations>().notNull(),
  shareDescription: jsonb('share_description').$type<Translations>().notNull(),
  defaultLang: text('default_lang').$type<Lang>().notNull(),
  shopStatus: text('shop_status').$type<ShopConfig['shopStatus']>().notNull().default('OPEN'),
  binaryValue: integer('binary_value').notNull().default(0),
  themeColor: text('theme_color').notNull(),
  shopMixedColor: text('shop_mixed_color').notNull(),
  supportEmailOrder: boolean('support_email_order').notNull().default(false),
  studentCertification: boolean('student_certification').notNull().default(false),
  webPayGuideDisplay: boolean('web_pay_guide_display').notNull().default(false),
  noAutoJumpPickSeat: boolean('no_auto_jump_pick_seat').notNull().default(false),
  hiddenTicketPrice: boolean('hidden_ticket_price').notNull().default(false),
  hiddenTicketPriceText: jsonb('hidden_ticket_price_text').$type<Translations>().notNull().default({}),
  isOpenSite: boolean('is_open_site').notNull().default(false),
  companyDesc: jsonb('company_desc').$type<Translations>().notNull().default({}),
  icpLicense: text('icp_license').notNull().default(''),
  icpLicenseUrl: text('icp_license_url').notNull().default(''),
  supportFaceAuth: boolean('support_face_auth').notNull().default(false),
  footerText: jsonb('footer_text').$type<Translations | null>(),
  availableShopThemes: jsonb('available_shop_themes').$type<ShopTheme[]>().notNull(),
  bottomNavigationStyle: jsonb('bottom_navigation_style').$type<BottomNavigationStyle>().notNull(),
  primeConfig: jsonb('prime_config').$type<ShopConfig['cyMerchantPrimeConfigVO']>().notNull(),
  productCartConfig: jsonb('product_cart_config').$type<ShopConfig['productCartConfig']>().notNull(),
  contentSettingInfos: jsonb('content_setting_infos').$type<ShopConfig['contentSettingInfos']>().notNull().default([]),
  features: jsonb('features').$type<ShopConfig['features']>().notNull(),
  ...timestamps,
})

/** Languages a shop speaks, in display order, each with the login methods allowed in it. */
export const merchantLanguages = pgTable(
  'merchant_languages',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.merchantId, { onDelete: 'cascade' }),
    langTag: text('lang_tag').$type<Lang>().notNull(),
    langName: text('lang_name').notNull(),
    loginMethods: jsonb('login_methods').$type<LoginMethod[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.langTag] })],
)

/** Phone country codes a shop accepts at login, in display order. */
export const merchantLoginAreas = pgTable(
  'merchant_login_areas',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.merchantId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
)

/** The bottom tab bar (layoutBottomNavigations), one row per tab, ordered by position. */
export const merchantBottomNavigations = pgTable(
  'merchant_bottom_navigations',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.merchantId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    floorType: text('floor_type').$type<FloorType>().notNull(),
    navigationName: jsonb('navigation_name').$type<Translations>().notNull(),
    jumpType: text('jump_type'),
    jumpTarget: text('jump_target'),
    jumpDetails: jsonb('jump_details').$type<JumpDetail[]>(),
    pagePath: text('page_path'),
    icons: jsonb('icons').$type<{ selected: string; unselected: string }>(),
    svgContent: text('svg_content'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.position] })],
)

export const schema = { merchants, merchantLanguages, merchantLoginAreas, merchantBottomNavigations }
export type Schema = typeof schema
export * from './schema-catalog.js'
export * from './schema-accounts.js'
export * from './schema-orders.js'
export * from './schema-addresses.js'
