/** PRODUCT component items → goods cards (pure: the renderer and its tests share it). */
import type { GoodsCard } from '../../types/catalog'
import { list, str } from './types'

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** Config items as goods cards; an item needs an id and a name. */
export function goodsOfConfig(config: Record<string, unknown>): GoodsCard[] {
  return list(config, 'items').flatMap((raw) => {
    const id = str(raw, 'id')
    const name = str(raw, 'name')
    if (!id || !name) return []
    return [
      {
        id,
        name,
        posterUrl: str(raw, 'posterUrl'),
        required: raw.required === true,
        idArr: list<string>(raw, 'idArr').filter((x) => typeof x === 'string'),
        spuQty: num(raw.spuQty),
        totalAmount: num(raw.totalAmount),
        minPrice: num(raw.minPrice),
        minMatchMarketPrice: num(raw.minMatchMarketPrice),
      },
    ]
  })
}
