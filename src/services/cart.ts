/** The buyer's goods cart (server/src/modules/cart, contract types/products.ts). */
import type { CartCount, CartView } from '../../types/products'
import { get, post, put } from '../request'
import { pathId } from './path-id'

export function fetchCart(): Promise<CartView> {
  return get<CartView>('buyer/v1/cart')
}

export function fetchCartCount(): Promise<CartCount> {
  return get<CartCount>('buyer/v1/cart/count')
}

export function addToCart(skuId: string, qty: number): Promise<CartView> {
  return post<CartView>('buyer/v1/cart/lines', { skuId, qty }, { importance: 'high' })
}

export function setCartQty(skuId: string, qty: number): Promise<CartView> {
  return put<CartView>(`buyer/v1/cart/lines/${pathId(skuId)}`, { qty })
}

export function selectCartLines(skuIds: string[] | 'ALL', selected: boolean): Promise<CartView> {
  return post<CartView>('buyer/v1/cart/select', skuIds === 'ALL' ? { all: true, selected } : { skuIds, selected })
}

export function removeCartLines(skuIds: string[]): Promise<CartView> {
  return post<CartView>('buyer/v1/cart/remove', { skuIds }, { importance: 'high' })
}
