/** Goods confirmation params (pure: the page and its unit tests share them). */
import type { GoodsConfirmRequest, GoodsLineInput } from '../../../../types/products'

/** `items=skuId:qty,skuId:qty` of a buy-now link; malformed parts are left out. */
export function parseItems(raw: string | undefined): GoodsLineInput[] {
  return decodeURIComponent(raw ?? '')
    .split(',')
    .map((part) => part.split(':'))
    .filter(([skuId, qty]) => skuId && /^\d{1,2}$/.test(qty ?? ''))
    .map(([skuId, qty]) => ({ skuId: skuId as string, qty: Number(qty) }))
}

/** The confirm request a link names: the cart's selected lines, or the buy-now items. */
export function requestOf(params: Record<string, string | undefined>): GoodsConfirmRequest {
  return params.source === 'BUY_NOW' ? { source: 'BUY_NOW', items: parseItems(params.items) } : { source: 'CART' }
}
