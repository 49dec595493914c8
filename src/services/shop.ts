/** Shop-level configuration calls (spec core §7). */
import type { CopywritingConfig } from '../../types/catalog'
import type { ShopConfig } from '../../types/shop'
import { get, request } from '../request'

/** The merchant's shop config; high importance because every screen waits for it. */
export function fetchShopConfig(params: { cityId?: string; bizShowId?: string } = {}): Promise<ShopConfig> {
  return request<ShopConfig>({
    url: 'home/pub/v5/shop/configs',
    method: 'GET',
    params: { ...params, configTypeEnum: 'ALL' },
    importance: 'high',
  })
}

/** The merchant's copywriting (key/value texts by type, e.g. base['search.placeholder']) for a client. */
export function fetchCopywriting(client: string): Promise<CopywritingConfig> {
  return get<CopywritingConfig>('copywriting/pub/config', { client }, { importance: 'low' })
}
