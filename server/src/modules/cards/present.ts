/** Card rows → the API's views (types/cards.ts), in the buyer's language. */
import type { CardStatus, CardTemplate, UserCard } from '../../../../types/cards.js'
import type { Lang } from '../../../../types/lang.js'
import { pickTranslation, type Translations } from '../../i18n/translations.js'
import { discountText, rangeText, statusText } from './messages.js'
import type { TemplateRow, UserCardRow } from './repository.js'

export interface Viewer {
  merchantId: string
  lang: Lang
  fallback: Lang
}

const tr = (v: Viewer, t: Translations) => pickTranslation(t, v.lang, v.fallback)

export function templateView(v: Viewer, t: TemplateRow, owned: number): CardTemplate {
  return {
    cardId: t.cardId,
    cardName: tr(v, t.name),
    cardUrl: t.imageUrl,
    promotionDesc: tr(v, t.description),
    priceMode: t.priceMode,
    cardPrice: t.priceCents,
    price: t.priceCents,
    pointPrice: t.pointPrice,
    discountPercent: t.discountPercent,
    discountText: discountText(v.lang, t.discountPercent),
    convertibleTimes: t.convertibleTimes,
    validDays: t.validDays,
    rangeText: rangeText(v.lang, t.showIds),
    remaining: Math.max(0, t.stock - t.sold - t.held),
    perBuyerLimit: t.perBuyerLimit,
    enabled: t.onSale,
    owned,
  }
}

export function cardStatus(c: UserCardRow, now: Date): CardStatus {
  if (c.redeemedTimes >= c.convertibleTimes) return 'USED'
  if (c.expireAt.getTime() <= now.getTime()) return 'EXPIRE'
  return 'AVAILABLE'
}

export function userCardView(v: Viewer, c: UserCardRow, t: TemplateRow, now: Date): UserCard {
  const status = cardStatus(c, now)
  return {
    userCardInstanceId: c.userCardInstanceId,
    cardId: c.cardId,
    cardName: tr(v, t.name),
    cardUrl: t.imageUrl,
    promotionDesc: tr(v, t.description),
    cardStatus: status,
    statusText: statusText(v.lang, status),
    discountPercent: t.discountPercent,
    discountText: discountText(v.lang, t.discountPercent),
    convertibleTimes: c.convertibleTimes,
    redeemedTimes: c.redeemedTimes,
    timesLeft: status === 'AVAILABLE' ? c.convertibleTimes - c.lockedTimes : 0,
    expirationTime: c.expireAt.getTime(),
    isHistory: status !== 'AVAILABLE',
    rangeText: rangeText(v.lang, t.showIds),
    orderId: c.orderId,
    createTime: c.createdAt.getTime(),
  }
}
