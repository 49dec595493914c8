/**
 * The page shown for a route whose screen is not built yet: its real title, a plain sentence in the
 * buyer's language, and a way back. Never a blank page.
 */
import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { t, type MessageKey } from '../../i18n'
import { PageShell } from '../page-shell'
import './index.css'

interface Props {
  /** Route name from src/router/routes.ts; its title key is `route.<name>`. */
  route: string
}

export const ComingSoon = observer(function ComingSoon({ route }: Props) {
  const title = t(`route.${route}` as MessageKey)
  useEffect(() => {
    Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])
  const goHome = () => Taro.reLaunch({ url: '/pages/list/list' })
  return (
    <PageShell name={`coming-soon:${route}`}>
      <View className='coming-soon'>
        <View className='coming-soon__badge'>{t('comingSoon.title')}</View>
        <Text className='coming-soon__title'>{title}</Text>
        <Text className='coming-soon__body'>{t('comingSoon.body', { page: title })}</Text>
        <Button className='coming-soon__home' onClick={goHome}>
          {t('common.home')}
        </Button>
      </View>
    </PageShell>
  )
})

export default ComingSoon
