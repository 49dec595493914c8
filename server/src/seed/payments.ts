/**
 * Demo payment configuration of the two demo merchants: which products each offers, in which order,
 * which is pre-selected, the HKD exchange rate of the Hong Kong wallets, tips, and a signing key per
 * product. Keys are random (a secret never lives in the source); the sandbox reads the same row.
 */
import { randomBytes } from 'node:crypto'
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { PaymentProduct } from '../../../types/payments.js'
import { paymentProviderConfigs } from '../db/schema.js'
import type { Translations } from '../i18n/translations.js'
import { HK_PRODUCTS, ORDER_CURRENCY } from '../payments/products.js'
import type { SeedContext } from './index.js'

const tr = (zhCN: string, zhMO: string, enUS: string): Translations => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

const NAMES: Record<PaymentProduct, Translations> = {
  ALIPAY_CN_WAP: tr('支付宝', '支付寶', 'Alipay'),
  ALIPAY_CN_WEB: tr('支付宝（电脑网站）', '支付寶（電腦網站）', 'Alipay (desktop)'),
  ALIPAY_HK_WAP: tr('支付宝香港', '支付寶香港', 'AlipayHK'),
  ALIPAY_HK_WEB: tr('支付宝香港（电脑网站）', '支付寶香港（電腦網站）', 'AlipayHK (desktop)'),
  WEIXIN_HK_H5: tr('微信支付香港', '微信支付香港', 'WeChat Pay HK'),
  WEIXIN_HK_MINI_PROGRAM: tr('微信支付', '微信支付', 'WeChat Pay'),
  WEIXIN_HK_JSAPI: tr('微信支付', '微信支付', 'WeChat Pay'),
  ICBC_PAY: tr('工银e支付', '工銀e支付', 'ICBC e-Pay'),
  ALLIN_JFQ_PAY: tr('通联分期付', '通聯分期付', 'Allinpay instalments'),
  CHINA_UMS_MINI: tr('银联云闪付', '銀聯雲閃付', 'UnionPay QuickPass'),
  DOOOLY: tr('兜礼积分支付', '兜禮積分支付', 'Doooly points'),
  DOUYIN_MINI_PROGRAM: tr('抖音支付', '抖音支付', 'Douyin Pay'),
}

const TIPS: Partial<Record<PaymentProduct, Translations[]>> = {
  ALLIN_JFQ_PAY: [tr('支持信用卡3/6/12期分期', '支持信用卡3/6/12期分期', 'Credit card instalments in 3, 6 or 12 months')],
  DOOOLY: [tr('需短信验证码确认', '需短信驗證碼確認', 'Confirmed with an SMS code')],
}

/** CNY → HKD for the Hong Kong wallets (demo figure), parts per million. */
const HKD_RATE_PPM = 1_086_000

const PLAN: Record<string, { products: PaymentProduct[]; checked: PaymentProduct }> = {
  [DEMO_MERCHANTS.MACAU]: {
    products: ['ALIPAY_HK_WAP', 'WEIXIN_HK_MINI_PROGRAM', 'WEIXIN_HK_JSAPI', 'WEIXIN_HK_H5', 'ALIPAY_CN_WAP', 'ALIPAY_HK_WEB', 'ALIPAY_CN_WEB', 'CHINA_UMS_MINI', 'ICBC_PAY', 'ALLIN_JFQ_PAY', 'DOOOLY', 'DOUYIN_MINI_PROGRAM'],
    checked: 'ALIPAY_HK_WAP',
  },
  [DEMO_MERCHANTS.MAINLAND]: {
    products: ['ALIPAY_CN_WAP', 'WEIXIN_HK_MINI_PROGRAM', 'WEIXIN_HK_JSAPI', 'ALIPAY_CN_WEB', 'CHINA_UMS_MINI', 'ICBC_PAY', 'ALLIN_JFQ_PAY', 'DOOOLY', 'DOUYIN_MINI_PROGRAM'],
    checked: 'ALIPAY_CN_WAP',
  },
}

export async function seedPayments({ db }: SeedContext): Promise<number> {
  const rows = Object.entries(PLAN).flatMap(([merchantId, plan]) =>
    plan.products.map((product, position) => ({
      merchantId,
      product,
      enabled: true,
      position,
      isCheck: product === plan.checked,
      currency: HK_PRODUCTS.has(product) ? 'HKD' : ORDER_CURRENCY,
      exchangeRatePpm: HK_PRODUCTS.has(product) ? HKD_RATE_PPM : null,
      displayName: NAMES[product],
      tips: TIPS[product] ?? [],
      agreement: null,
      signingKey: randomBytes(32).toString('base64url'),
    })),
  )
  const inserted = await db.insert(paymentProviderConfigs).values(rows).onConflictDoNothing().returning({ p: paymentProviderConfigs.product })
  return inserted.length
}
