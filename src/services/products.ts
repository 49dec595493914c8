/**
 * Goods API (server/src/modules/products, contract types/products.ts): product search, detail and
 * categories (public), goods order confirm and create (the order's own reads: goods-orders.ts). Failures reject with a
 * RequestError after the request module has shown the server's localised comments.
 */
import type {
  GoodsConfirmRequest,
  GoodsConfirmResponse,
  GoodsCreateRequest,
  GoodsCreateResponse,
  ProductDetail,
  ProductSearchPage,
} from '../../types/products'
import { get, post } from '../request'
import { pathId } from './path-id'

export function searchProducts(params: { keyword?: string; categoryId?: string; offset: number; length: number }): Promise<ProductSearchPage> {
  return get<ProductSearchPage>('goods/pub/v1/products/search', { keyword: params.keyword || undefined, categoryId: params.categoryId, offset: params.offset, length: params.length })
}

export function fetchProduct(productId: string): Promise<ProductDetail> {
  return get<ProductDetail>(`goods/pub/v1/products/${pathId(productId)}`)
}

export function confirmGoods(body: GoodsConfirmRequest): Promise<GoodsConfirmResponse> {
  return post<GoodsConfirmResponse>('buyer/v1/goods/confirm', body)
}

/** The idempotency key goes in the body: a retry of the same submission sends the same key. */
export function createGoodsOrder(body: GoodsCreateRequest & { idempotencyKey: string }): Promise<GoodsCreateResponse> {
  return post<GoodsCreateResponse>('buyer/v1/goods/create_order', body, { importance: 'high' })
}
