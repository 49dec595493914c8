/**
 * Demo announcements and customer-service settings for both demo shops: the home layout's
 * ANNOUNCEMENT component names 'A1' (seed/catalog.ts), one popup notice for the whole shop, and the
 * time zone the seeded customer-service hours are in. 10001 writes three languages, 10002 only zh-CN.
 */
import type { Lang } from '../../../types/lang.js'
import type { Translations } from '../i18n/translations.js'
import { createAnnouncementsRepository, type AnnouncementInsert } from '../modules/announcements/repository.js'
import { createCustomerServiceRepository } from '../modules/customer-service/repository.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]
const SHOPS: Array<{ merchantId: string; langs: Lang[]; timeZone: string; companyWechat: boolean }> = [
  { merchantId: '10001', langs: ['zh-MO', 'zh-CN', 'en-US'], timeZone: 'Asia/Macau', companyWechat: true },
  { merchantId: '10002', langs: ['zh-CN'], timeZone: 'Asia/Shanghai', companyWechat: false },
]

const para = (...lines: T3[]): T3 => [0, 1, 2].map((i) => lines.map((l) => l[i]).join('\n\n')) as T3

const BANNER_TITLE: T3 = ['购票请认准官方渠道', '購票請認準官方渠道', 'Buy tickets only from official channels']
const BANNER_BODY = para(
  ['本店是演出主办方授权的官方售票渠道。请勿通过私人转让、社交群组或二手平台购票，以免买到无效票。', '本店是演出主辦方授權的官方售票渠道。請勿透過私人轉讓、社交群組或二手平台購票，以免買到無效票。', 'This shop is the official ticket channel authorised by the promoters. Do not buy from private resellers, chat groups or second-hand platforms: such tickets may not admit you.'],
  ['实名购票的演出，入场时需出示与订单一致的证件。', '實名購票的演出，入場時需出示與訂單一致的證件。', 'For real-name shows, bring the ID document named on your order to the entrance.'],
)
const POPUP_TITLE: T3 = ['冬季戏剧节开票啦', '冬季戲劇節開票啦', 'Winter Drama Festival tickets are on sale']
const POPUP_BODY = para(
  ['冬季戏剧节全部剧目已开售，早鸟票数量有限，售完即止。', '冬季戲劇節全部劇目已開售，早鳥票數量有限，售完即止。', 'Every show of the Winter Drama Festival is now on sale. Early-bird tickets are limited.'],
  ['如有疑问，请在客服工作时间内联系我们。', '如有疑問，請在客服工作時間內聯絡我們。', 'Questions? Contact customer service during its working hours.'],
)

export async function seedAnnouncements({ db }: SeedContext): Promise<number> {
  const rows: AnnouncementInsert[] = SHOPS.flatMap(({ merchantId, langs }) => {
    const tt = (v: T3): Translations => Object.fromEntries(langs.map((l) => [l, v[l === 'zh-CN' ? 0 : l === 'zh-MO' ? 1 : 2]]))
    const base = { merchantId, status: 'PUBLISHED' as const, publishStart: SEED_TIME, createdAt: SEED_TIME, updatedAt: SEED_TIME }
    return [
      { ...base, announcementId: 'A1', kind: 'BANNER' as const, title: tt(BANNER_TITLE), content: tt(BANNER_BODY), moreUrl: '/agreement?id=ticket-terms' },
      { ...base, announcementId: 'P1', kind: 'POPUP' as const, title: tt(POPUP_TITLE), content: tt(POPUP_BODY), moreUrl: '' },
    ]
  })
  const settings = SHOPS.map((s) => ({ merchantId: s.merchantId, timeZone: s.timeZone, companyWechatEnabled: s.companyWechat, createdAt: SEED_TIME, updatedAt: SEED_TIME }))
  const added = await createAnnouncementsRepository(db).insertIfAbsent(rows)
  return added + (await createCustomerServiceRepository(db).insertSettingsIfAbsent(settings))
}
