/**
 * The merchant (tenant) table and the column helpers every schema file shares. It imports no other
 * schema file, so each of them can use merchantRef/timestamps without an import cycle through
 * schema.ts's re-exports.
 */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { Lang } from '../../../types/lang.js'
import type { BottomNavigationStyle, ShopConfig, ShopTheme } from '../../../types/shop.js'
import type { Translations } from '../i18n/translations.js'

export const timestamps = {
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

/** Every row of merchant data carries its merchant id; deleting a merchant removes its rows. */
export const merchantRef = () =>
  text('merchant_id')
    .notNull()
    .references(() => merchants.merchantId, { onDelete: 'cascade' })
