/** A buyer's goods orders (server/src/modules/products/goods-orders.ts): detail, list, cancel. */
import type { GoodsOrderDetail, GoodsOrderListPage } from '../../types/products'
import { get, post } from '../request'
import { pathId } from './path-id'

export function fetchGoodsOrder(orderId: string): Promise<GoodsOrderDetail> {
  return get<GoodsOrderDetail>(`buyer/v1/goods/orders/${pathId(orderId)}`, {}, { importance: 'high' })
}

export function listGoodsOrders(offset: number, length: number): Promise<GoodsOrderListPage> {
  return get<GoodsOrderListPage>('buyer/v1/goods/orders', { offset, length }, { importance: 'high' })
}

export function cancelGoodsOrder(orderId: string): Promise<GoodsOrderDetail> {
  return post<GoodsOrderDetail>(`buyer/v1/goods/orders/${pathId(orderId)}/cancel`, {}, { importance: 'high' })
}
