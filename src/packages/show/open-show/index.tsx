/**
 * Open shows (open-show): the merchant's free events open for registration, each to its page; the
 * buyer's registrations are one tap away.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OpenShowCard } from '../../../../types/registrations'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchOpenShows } from '../../../services/registrations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { OpenShowItem } from '../open-show-parts'

export default observer(function OpenShowPage() {
  useTitle(t('route.openShow'))
  const remote = useRemote<OpenShowCard[]>(fetchOpenShows, [stores.app.lang])
  const shows = remote.data
  return (
    <PageShell name='openShow'>
      <View className='os-head'>
        <Text className='os-link' data-testid='open-show-mine' onClick={() => void router.open('openShowOrders')}>
          {t('openShow.mine')}
        </Text>
      </View>
      <View className='os-list' data-testid='open-show-list'>
        {shows === null ? <Text className='os-empty'>{remote.error || t('common.loading')}</Text> : null}
        {shows && !shows.length ? <Text className='os-empty'>{t('openShow.empty')}</Text> : null}
        {shows?.map((s) => <OpenShowItem key={s.openShowId} show={s} />)}
      </View>
    </PageShell>
  )
})
