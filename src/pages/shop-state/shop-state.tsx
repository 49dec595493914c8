/**
 * Shop status page (spec core §8: errorCode RE030326003101 — the shop is not OPEN). Shows the message
 * the server sent (stored by the request module) or, when the page is opened from the shop config,
 * a localised "this shop is closed".
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { storage } from '../../platform/storage'
import { STORAGE_KEYS } from '../../request/constants'
import { stores } from '../../stores'
import './shop-state.css'

export default observer(function ShopState() {
  const stored = storage.get<string>(STORAGE_KEYS.shopStateMessage)
  return (
    <PageShell name='shopState'>
      <View className='shop-state'>
        <Text className='shop-state__name'>{stores.shop.config?.shopName ?? ''}</Text>
        <Text className='shop-state__title'>{t('shopClosed.title')}</Text>
        {stored && <Text className='shop-state__message'>{stored}</Text>}
      </View>
    </PageShell>
  )
})
