/** Catalog wording for envelope comments and card labels, in the three languages the product speaks. */
import type { ShowDetailStatus } from '../../../../types/catalog.js'
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>

const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const catalogMessages = {
  'show.notFound': entry('演出不存在或已下架', '演出不存在或已下架', 'Show not found'),
  'showGroup.notFound': entry('演出组不存在', '演出組不存在', 'Show group not found'),
  'tour.notFound': entry('巡演不存在', '巡演不存在', 'Tour not found'),
  'venue.notFound': entry('场馆不存在', '場館不存在', 'Venue not found'),
  'layout.notFound': entry('页面不存在或未发布', '頁面不存在或未發佈', 'Page not found or not published'),
  'layout.topicRequired': entry('缺少专题编号：topicId', '缺少專題編號：topicId', 'topicId is required for this page'),
  'component.notFound': entry('页面组件不存在', '頁面組件不存在', 'Page component not found'),
  'component.typeMismatch': entry('页面组件类型不符：componentType', '頁面組件類型不符：componentType', 'componentType does not match the component'),
  'component.notMasonry': entry('该组件不支持分页加载', '該組件不支援分頁載入', 'This component has no paged data'),
  'customerService.notFound': entry('暂无客服信息', '暫無客服資訊', 'Customer service is not configured'),
  'search.distanceNeedsLocation': entry('按距离排序需要提供位置：lat、lng', '按距離排序需要提供位置：lat、lng', 'Sorting by distance needs lat and lng'),
  'search.locationPair': entry('位置参数 lat 与 lng 需同时提供', '位置參數 lat 與 lng 需同時提供', 'lat and lng must be given together'),
  'search.dateRange': entry('开始日期不能晚于结束日期', '開始日期不能晚於結束日期', 'startDate must not be after endDate'),
  'price.from': entry('起', '起', ' up'),
  'price.tbd': entry('价格待定', '價格待定', 'Price TBD'),
} satisfies Record<string, Entry>

export type CatalogMessageKey = keyof typeof catalogMessages

export function ct(lang: Lang, key: CatalogMessageKey): string {
  return catalogMessages[key][lang]
}

/** Short and long status labels for cards (showStatusDisplay / showStatusDisplayLong). */
const STATUS_LABELS: Record<ShowDetailStatus, [Entry, Entry]> = {
  ON_SALE: [entry('售票中', '售票中', 'On sale'), entry('火热售票中', '火熱售票中', 'Tickets on sale now')],
  PRE_SALE: [entry('预售中', '預售中', 'Pre-sale'), entry('预售中，先到先得', '預售中，先到先得', 'Pre-sale: first come, first served')],
  DISABLED: [entry('暂不可售', '暫不可售', 'Unavailable'), entry('暂不可售，敬请关注', '暫不可售，敬請關注', 'Not available for sale at the moment')],
  SOLD_OUT: [entry('已售罄', '已售罄', 'Sold out'), entry('门票已售罄', '門票已售罄', 'All tickets are sold out')],
  LACK_OF_TICKET: [entry('余票紧张', '餘票緊張', 'Few left'), entry('余票紧张，欲购从速', '餘票緊張，欲購從速', 'Only a few tickets left')],
  PENDING: [entry('待开售', '待開售', 'Coming soon'), entry('开售时间待定', '開售時間待定', 'Sale date to be announced')],
  CANCELED: [entry('已取消', '已取消', 'Canceled'), entry('演出已取消', '演出已取消', 'This show has been canceled')],
  COMPLETED: [entry('已结束', '已結束', 'Ended'), entry('演出已结束', '演出已結束', 'This show has ended')],
  DELAY: [entry('延期', '延期', 'Postponed'), entry('演出延期，时间待定', '演出延期，時間待定', 'Postponed, new date to be announced')],
}

export function statusLabel(status: ShowDetailStatus, lang: Lang, long = false): string {
  return STATUS_LABELS[status][long ? 1 : 0][lang]
}
