/**
 * Customer service: the entry button's settings (online link and/or phone, company chat) and whether
 * someone answers now, judged in the shop's time zone so a buyer abroad gets the shop's hours.
 */
import type { CustomerServiceEntry } from '../../../../types/announcements.js'
import type { Lang } from '../../../../types/lang.js'
import { isTimeZone, isWithinWorkTime, localClock } from './hours.js'
import { serviceText } from './messages.js'
import type { CustomerServiceRepository, ServiceRow } from './repository.js'

/** Shops without settings (or with a zone the runtime does not know) are on mainland China time. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

export type EntryResult = { ok: true; value: CustomerServiceEntry } | { ok: false; failure: 'notFound' }

export interface CustomerServiceService {
  entry(merchantId: string, lang: Lang, bizShowId: string | null, now: Date): Promise<EntryResult>
}

function onlineConfigOf(row: ServiceRow): CustomerServiceEntry['onlineConfig'] {
  if (row.type === 'TELEPHONE' || !row.online.enabled || !row.online.url) return null
  return { supplierType: 'URL', jumpUrl: row.online.url, seatGroup: row.online.companyChatName, onlineCustomerId: row.online.companyChatId }
}

export function createCustomerServiceService(repo: CustomerServiceRepository): CustomerServiceService {
  return {
    async entry(merchantId, lang, bizShowId, now) {
      const rows = await repo.findEntries(merchantId, bizShowId ? ['', bizShowId] : [''])
      // A show's own entry overrides the merchant default.
      const row = rows.find((r) => r.scope !== '') ?? rows.find((r) => r.scope === '')
      if (!row) return { ok: false, failure: 'notFound' }
      const settings = await repo.findSettings(merchantId)
      const timeZone = settings && isTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE
      const onlineConfig = onlineConfigOf(row)
      const within = isWithinWorkTime(row.workTimes, localClock(now, timeZone))
      return {
        ok: true,
        value: {
          supportOnlineCustomer: onlineConfig !== null,
          supportOnlineAndTelCustomer: onlineConfig !== null && row.type === 'BOTH' && row.telephone !== '',
          onlineConfig,
          customerServiceTelephone: row.type === 'ONLINE' ? '' : row.telephone,
          companyWechatEnabled: settings?.companyWechatEnabled ?? false,
          workTimeConfigs: row.workTimes,
          timeZone,
          withinWorkTime: within,
          outsideMessage: within ? '' : serviceText(lang, 'outside'),
        },
      }
    },
  }
}
