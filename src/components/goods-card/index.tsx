/**
 * The goods card of spec core §3 (name, poster, required flag, price from minPrice, the market price it
 * compares with, the goods count capped at 99) as a medium card: two per row, image 224 × 168 (§9).
 */
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsCard as Goods } from '../../../types/catalog'
import { t } from '../../i18n'
import { router } from '../../router'
import { assetUrl } from '../../utils/asset-url'
import { goodsCardSize, goodsCountLabel, showsMarketPrice } from '../../utils/goods'
import { formatCents, splitCents } from '../../utils/money'
import { Price } from '../price'
import { CARD_MARGIN, pageWidth } from '../show-card'
import './index.css'
import { imageAlt, pressable } from '../a11y'

export const GoodsCard = observer(function GoodsCard({ goods, prefix = '¥' }: { goods: Goods; prefix?: string }) {
  const size = goodsCardSize(pageWidth(), CARD_MARGIN)
  const count = goodsCountLabel(goods.spuQty)
  return (
    <View
      className='goods-card'
      style={{ width: `${size.width}px` }}
      data-testid='goods-card'
      data-goods-id={goods.id}
      onClick={() => goods.id && router.open('shopItem', { id: goods.id })}
      {...pressable(undefined, { role: 'link' })}
    >
      <View className='goods-card__poster' style={{ height: `${size.imageHeight}px` }}>
        <Image className='goods-card__image' src={assetUrl(goods.posterUrl)} mode='aspectFill' lazyLoad {...imageAlt(goods.name)} />
        {goods.required && <Text className='goods-card__required'>{t('browse.goods.required')}</Text>}
        {count && (
          <Text className='goods-card__count' data-testid='goods-count'>
            {t('browse.goods.count', { count })}
          </Text>
        )}
      </View>
      <View className='goods-card__body'>
        <Text className='goods-card__name'>{goods.name}</Text>
        <View className='goods-card__prices'>
          <Price info={{ prefix, ...splitCents(goods.minPrice), suffix: '', pending: false }} size='small' />
          {showsMarketPrice(goods.minPrice, goods.minMatchMarketPrice) && (
            <Text className='goods-card__market'>
              {prefix}
              {formatCents(goods.minMatchMarketPrice)}
            </Text>
          )}
        </View>
      </View>
    </View>
  )
})

/** Goods cards two per row with the 10 px gap of the size rule. */
export function GoodsCardGrid({ goods, prefix }: { goods: Goods[]; prefix?: string }) {
  return (
    <View className='goods-card-grid'>
      {goods.map((g) => (
        <GoodsCard key={g.id} goods={g} prefix={prefix} />
      ))}
    </View>
  )
}
