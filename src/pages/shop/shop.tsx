/**
 * Shop (tab 2): a thin renderer of the merchant's SHOP layout (goods components; the product pages live
 * in the shop subpackage), with the goods search entry and, where the shop supports a cart, the cart
 * entry. Showing the tab refreshes the cart count behind the tab badge (spec core §2).
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { LayoutView, ListFooter } from '../../layouts'
import { get } from '../../request'
import { router } from '../../router'
import { fetchLayout } from '../../services/catalog'
import { stores } from '../../stores'
import { useTabPage } from '../../components/use-tab-page'
import { useRemote } from '../../utils/use-remote'
import '../../components/search-entry/index.css'
import './shop.css'

export default observer(function ShopTab() {
  useTabPage('shop')
  const { app, session, cart } = stores
  const cartEnabled = stores.shop.config?.productCartConfig?.enable ?? false
  const layout = useRemote(() => fetchLayout({ page: 'SHOP' }), [app.lang, app.merchantId])
  useDidShow(() => {
    if (cartEnabled && session.isLoggedIn) void get<{ count: number }>('buyer/v1/cart/count').then((c) => cart.setCount(c?.count ?? 0), () => undefined)
  })
  return (
    <PageShell name='shop'>
      <View className='shop-top'>
        <View className='search-entry search-entry--light shop-top__search' data-testid='goods-search-entry' onClick={() => router.open('goodsSearch')}>
          <Text className='search-entry__icon'>⌕</Text>
          <Text className='search-entry__text'>{t('shop.goods')}</Text>
        </View>
        {cartEnabled && (
          <View className='link' data-testid='cart-entry' onClick={() => router.open('cartList')}>
            {t('shop.cart')}
          </View>
        )}
      </View>
      {layout.data ? <LayoutView layout={layout.data} /> : <ListFooter loading={layout.loading} done={false} failed={Boolean(layout.error)} onRetry={() => void layout.reload()} />}
    </PageShell>
  )
})
