/**
 * One open show (/open-show/:showId): poster, time and place at the venue, places left, the buyer's
 * limit, the merchant's description, and "register now" while registration is open, to the form.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { OpenShowDetail } from '../../../../types/registrations'
import { SubmitButton, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchOpenShow } from '../../../services/registrations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { Cover, Line, StateTag } from '../open-show-parts'
import { venueSpan } from '../open-show-logic'

export default observer(function OpenShowDetailPage() {
  const showId = useRouter().params.showId ?? ''
  useTitle(t('route.openShowDetail'))
  const remote = useRemote<OpenShowDetail>(() => fetchOpenShow(showId), [showId, stores.app.lang])
  const show = remote.data
  if (!show) {
    return <PageShell name='openShowDetail'>{remote.missing ? <MissingData /> : <Text className='os-empty'>{remote.error || t('common.loading')}</Text>}</PageShell>
  }
  return (
    <PageShell name='openShowDetail'>
      <View data-testid='open-show-detail' data-id={show.openShowId}>
        <Cover url={show.posterUrl} title={show.title} className='os-detail__poster' />
        <View className='os-section'>
          <Text className='os-title' data-testid='open-show-title'>
            {show.title}
          </Text>
          <View className='os-line'>
            <Text className='os-free'>{t('openShow.free')}</Text>
            <StateTag state={show.state} text={t(`openShow.state.${show.state}`)} />
          </View>
          <Line label={t('openShow.time')} value={venueSpan(show.startTime, show.endTime, show.utcOffset)} />
          <Line label={t('openShow.venue')} value={[show.venueName, show.venueAddress].filter(Boolean).join(' · ')} />
          <Text className='os-card__line' data-testid='open-show-remaining'>
            {t('openShow.remaining', { n: show.remaining, total: show.capacity })}
          </Text>
          <Text className='os-card__line'>{t('openShow.limit', { n: show.perBuyerLimit, mine: show.mine })}</Text>
        </View>
        {show.description ? (
          <View className='os-section'>
            <Text className='os-section__title'>{t('openShow.about')}</Text>
            <Text className='os-text'>{show.description}</Text>
          </View>
        ) : null}
        <View className='os-actions'>
          <SubmitButton testId='open-show-register' disabled={show.state !== 'OPEN'} onClick={() => void router.open('entranceRegistrationForm', { showId: show.openShowId })}>
            {show.state === 'OPEN' ? t('openShow.register') : t(`openShow.state.${show.state}`)}
          </SubmitButton>
          <View className='os-head'>
            <Text className='os-link' data-testid='open-show-records' onClick={() => void router.open('registrationList', { showId: show.openShowId })}>
              {t('openShow.myRecords')}
            </Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
})
