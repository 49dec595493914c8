/** The spec's order brief (core §3), localised, with the display rules for cross-show orders. */
import { ORDER_STATE, ORDER_STATE_NAMES, type DeliverMethod, type OrderBrief, type OrderStateCode } from '../../../../types/orders.js'
import { pickTranslation } from '../../i18n/translations.js'
import { localTime } from '../../lib/local-time.js'
import { posterUrl } from '../catalog/present.js'
import type { Caller } from './inputs.js'
import { actionTitle, om, operationTitle, stateTitle } from './messages.js'
import type { OrderItemRow, OrderRow, SessionRow, ShowDisplay } from './repository.js'

const cut = (text: string, n: number, suffix: string) => (Array.from(text).length > n ? Array.from(text).slice(0, n).join('') : text) + suffix

/** What the buyer can do with the order: pay, open the e-ticket or taking code; refund or rebook once paid. */
function operationsOf(caller: Caller, order: OrderRow, reserveTime: number, isEnd: boolean): Pick<OrderBrief, 'orderOperations' | 'actions'> {
  const { lang } = caller
  const code = order.state as OrderStateCode
  const operations: OrderBrief['orderOperations'] = []
  if (code === ORDER_STATE.Unpaid && reserveTime > 0) operations.push({ name: 'TO_BE_PAID', title: operationTitle(lang, 'TO_BE_PAID') })
  if (code === ORDER_STATE.Succeeded && order.deliverMethod === 'E_TICKET') operations.push({ name: 'E_TICKET', title: operationTitle(lang, 'E_TICKET') })
  if (code === ORDER_STATE.Succeeded && order.deliverMethod === 'VENUE_PICKUP') {
    operations.push({ name: 'TICKET_TAKING_CODE', title: operationTitle(lang, 'TICKET_TAKING_CODE') })
  }
  const actions: OrderBrief['actions'] =
    code === ORDER_STATE.Succeeded
      ? [
          { kind: 'REFUND', title: actionTitle(lang, 'REFUND'), enabled: !isEnd && order.payAmountCents > 0 },
          // The rebook page then says which tickets may move, and where (modules/rebooks).
          { kind: 'REBOOK', title: actionTitle(lang, 'REBOOK'), enabled: !isEnd && order.deliverMethod !== 'EXPRESS' },
        ]
      : []
  return { orderOperations: operations, actions }
}

/** The first show's names, shortened with "and more" when the order spans shows, sessions or venues. */
function namesOf(caller: Caller, order: OrderRow, items: OrderItemRow[], displays: Map<string, ShowDisplay>, sessions: Map<string, SessionRow>) {
  const { lang, fallback } = caller
  const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, lang, fallback)
  const first = displays.get(order.firstShowId)
  const firstSession = sessions.get(order.firstSessionId)
  const showIds = new Set(items.map((i) => i.showId))
  const crossShow = showIds.size > 1
  const crossSession = new Set(items.map((i) => i.sessionId)).size > 1
  const crossVenue = new Set([...showIds].map((id) => displays.get(id)?.show.venueId ?? id)).size > 1
  const showName = tr(first?.show.showName)
  const sessionName = tr(firstSession?.name)
  const venueName = tr(first?.venueName)
  return {
    crossShow,
    crossSession,
    crossVenue,
    firstShowName: crossShow ? cut(showName, 10, om(lang, 'multiShows')) : showName,
    firstSessionName: crossSession ? cut(sessionName, 20, om(lang, 'multiSessions')) : sessionName,
    firstVenueName: crossVenue ? cut(venueName, 10, om(lang, 'multiVenues')) : venueName,
    showTimeDesc: firstSession && first ? localTime(firstSession.startTime, first.show.utcOffset) : '',
    cityName: tr(first?.cityName),
  }
}

export function toBrief(
  caller: Caller,
  order: OrderRow,
  items: OrderItemRow[],
  displays: Map<string, ShowDisplay>,
  sessions: Map<string, SessionRow>,
  nowMs: number,
): OrderBrief {
  const { lang, fallback } = caller
  const code = order.state as OrderStateCode
  const first = displays.get(order.firstShowId)
  const unpaid = code === ORDER_STATE.Unpaid
  const reserveTime = unpaid ? Math.max(0, order.reserveUntil.getTime() - nowMs) : 0
  const isEnd = first ? first.show.lastShowTime.getTime() < nowMs : false
  const names = namesOf(caller, order, items, displays, sessions)
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    bindId: order.orderId,
    userId: order.userId,
    unPaidTransactionIds: unpaid ? order.unpaidTransactionIds : [],
    firstShowId: order.firstShowId,
    firstShowName: names.firstShowName,
    firstSessionId: order.firstSessionId,
    firstSessionName: names.firstSessionName,
    firstVenueName: names.firstVenueName,
    showTimeDesc: names.showTimeDesc,
    cityName: names.cityName,
    qty: order.qty,
    seatPlanUnit: om(lang, 'seatPlanUnit'),
    displayPosterURL: posterUrl({ lang, fallback, merchantId: order.merchantId }, order.firstShowId),
    createTime: order.createdAt.getTime(),
    reserveTime,
    orderState: { code, name: ORDER_STATE_NAMES[code] },
    orderStatusTitle: stateTitle(lang, code),
    orderDetailState: ORDER_STATE_NAMES[code],
    orderRefundState: order.refundState,
    paidAt: order.paidAt?.getTime() ?? null,
    total: order.totalCents,
    payAmount: order.payAmountCents,
    deliverMethod: order.deliverMethod as DeliverMethod,
    ticketForm: order.deliverMethod === 'EXPRESS' ? 'PAPER' : 'E_TICKET',
    isMixture: false,
    ...operationsOf(caller, order, reserveTime, isEnd),
    expressNo: '',
    express: null,
    supportRebook: code === ORDER_STATE.Succeeded && !isEnd && order.deliverMethod !== 'EXPRESS',
    crossShow: names.crossShow,
    crossSession: names.crossSession,
    crossVenue: names.crossVenue,
    hasChildren: false,
    parentId: '',
    isEnd,
    waitListState: '',
    waitListStateTitle: '',
    orderSourceEnum: 'NORMAL',
    hasPromotion: order.promotionId !== null,
  }
}
