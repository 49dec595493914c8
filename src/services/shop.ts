/** Shop-level configuration calls (spec core §7). */
import type { ShopConfig } from '../../types/shop'
import { request } from '../request'

/** The merchant's shop config; high importance because every screen waits for it. */
export function fetchShopConfig(params: { cityId?: string; bizShowId?: string } = {}): Promise<ShopConfig> {
  return request<ShopConfig>({
    url: 'home/pub/v5/shop/configs',
    method: 'GET',
    params: { ...params, configTypeEnum: 'ALL' },
    importance: 'high',
  })
}
