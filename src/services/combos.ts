/** Combos, tied sales and ticket package promotions (server/src/modules/combos, orders/promotion.ts). */
import type { ComboActivity, ComboList, ComboPreOrderRequest } from '../../types/combos'
import type { PreOrderResponse } from '../../types/orders'
import { get, post } from '../request'
import { pathId } from './path-id'

/** A show's activities on sale now (the show detail's entry and the tied sale list); public. */
export function fetchShowCombos(showId: string): Promise<ComboList> {
  return get<ComboList>(`pub/v1/shows/${pathId(showId)}/combos`, {}, { importance: 'low', extras: { silent: true } })
}

/** One activity with its parts, list price and saving; public. */
export function fetchCombo(promotionId: string): Promise<ComboActivity> {
  return get<ComboActivity>(`pub/v1/combos/${pathId(promotionId)}`, {}, { importance: 'high' })
}

/** The combo price call: `sets` sets priced by the server (pay amount, discount, passId for create_order). */
export function comboPreOrder(promotionId: string, body: ComboPreOrderRequest): Promise<PreOrderResponse> {
  return post<PreOrderResponse>(`buyer/v1/promotions/${pathId(promotionId)}/pre_order`, body, { importance: 'high', extras: { needsPassId: true } })
}
