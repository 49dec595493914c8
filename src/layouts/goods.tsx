/**
 * PRODUCT ("product types" of spec core §2): goods cards. The storefront has no goods catalogue yet, so
 * the cards come from the component's own config items (the merchant's goods as the layout lists
 * them); malformed items are left out.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { GoodsCardGrid } from '../components/goods-card'
import { goodsOfConfig } from './goods-config'
import { str, type RendererProps } from './types'

export const ProductGoods = observer(function ProductGoods({ component }: RendererProps) {
  const goods = goodsOfConfig(component.config)
  if (!goods.length) return null
  const title = str(component.config, 'title')
  // Like the masonry grid: straight on the page margins, so two medium cards and their gap fill the width.
  return (
    <View className='lo-goods' data-testid='layout-goods'>
      {title && <Text className='lo-masonry__title'>{title}</Text>}
      <GoodsCardGrid goods={goods} prefix={str(component.config, 'pricePrefix') || undefined} />
    </View>
  )
})
