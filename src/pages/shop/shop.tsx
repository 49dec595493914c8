/** Shop (tab 2): the merchant's goods. Cart entry shows only where the shop supports a cart. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { router } from '../../router'
import { stores } from '../../stores'
import { useTabPage } from '../../components/use-tab-page'

export default observer(function ShopTab() {
  useTabPage('shop')
  const cartEnabled = stores.shop.config?.productCartConfig?.enable ?? false
  return (
    <PageShell name='shop'>
      <Section
        title={t('shop.goods')}
        extra={
          cartEnabled ? (
            <View className='link' data-testid='cart-entry' onClick={() => router.open('cartList')}>
              {t('shop.cart')}
            </View>
          ) : undefined
        }
      >
        <Text className='muted'>{t('shop.emptyHint')}</Text>
      </Section>
    </PageShell>
  )
})
