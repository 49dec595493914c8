/**
 * The buy button of the show detail (spec core §4): wording per state, enabled only when the show
 * can be bought (or a wait list can be joined); zhongzhi merchants rewrite it to 'select seat to
 * redeem' / 'buy now' and hide it while PENDING unless the buyer has priority purchase.
 */
import '../packages/show/messages'
import type { ShowButtonText, ShowDetailStatus } from '../../types/catalog'
import type { MessageKey } from '../i18n'
import { isBuyable } from './show-rules'

export interface BuyButtonInput {
  status: ShowDetailStatus
  buttonText: ShowButtonText
  canUsePriorityPurchase: boolean
  seatCapable: boolean
  existWaitList: boolean
  zhongzhiMode: boolean
}

export interface BuyButton {
  visible: boolean
  enabled: boolean
  key: MessageKey
}

const TEXT_KEYS: Record<ShowButtonText, MessageKey> = {
  BUY_NOW: 'browse.button.BUY_NOW',
  PRE_SALE: 'browse.button.PRE_SALE',
  SOLD_OUT: 'browse.button.SOLD_OUT',
  WAIT_LIST: 'browse.button.WAIT_LIST',
  LACK_OF_TICKET: 'browse.button.LACK_OF_TICKET',
  PENDING: 'browse.button.PENDING',
  CANCELED: 'browse.button.CANCELED',
  COMPLETED: 'browse.button.COMPLETED',
  DISABLED: 'browse.button.DISABLED',
  DELAY: 'browse.button.DELAY',
}

export function buyButton(input: BuyButtonInput): BuyButton {
  const buyable = isBuyable(input.status)
  const waitList = input.buttonText === 'WAIT_LIST' && input.existWaitList
  if (input.zhongzhiMode) {
    if (input.status === 'PENDING' && !input.canUsePriorityPurchase) return { visible: false, enabled: false, key: TEXT_KEYS.PENDING }
    if (buyable || (input.status === 'PENDING' && input.canUsePriorityPurchase)) {
      return { visible: true, enabled: true, key: input.seatCapable ? 'browse.button.selectSeatRedeem' : 'browse.button.BUY_NOW' }
    }
  }
  return { visible: true, enabled: buyable || waitList, key: TEXT_KEYS[input.buttonText] ?? TEXT_KEYS.DISABLED }
}
