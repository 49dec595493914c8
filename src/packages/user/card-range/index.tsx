/**
 * Card range (/card-range; spec accounts §2: cardId, optional userCardInstanceId): the shows a card
 * applies to. Opened from a held card ("use it"), a show leads to its booking page with the card, so
 * pre_order and create_order price it (the booking page carries cardId / userCardInstanceId on);
 * opened from a card on sale, to the show's page.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchCardRange } from '../../../services/cards'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { useRemote } from '../../../utils/use-remote'
import '../coupon.css'

const day = (ms: number) => dayjs(ms).format('YYYY.MM.DD')

export default observer(function CardRange() {
  useTitle(t('route.cardRange'))
  const params = useRouter().params
  const cardId = params.cardId ?? ''
  const instanceId = params.userCardInstanceId ?? ''
  const remote = useRemote(() => fetchCardRange(cardId), [cardId, stores.app.lang])
  const range = remote.data
  const open = (showId: string) =>
    void (instanceId ? router.open('booking', { showId, cardId, userCardInstanceId: instanceId }) : router.open('showDetail', { showId }))
  if (!range) {
    return (
      <PageShell name='cardRange'>
        {remote.missing ? (
          <MissingData />
        ) : (
          <Text className='cp-empty' onClick={() => remote.error && void remote.reload()}>
            {remote.error || t('card.loading')}
          </Text>
        )}
      </PageShell>
    )
  }
  return (
    <PageShell name='cardRange'>
      <View className='cp-section'>
        <Text className='cp-section__title' data-testid='card-range-name'>
          {range.cardName}
        </Text>
      </View>
      {range.shows.length === 0 && <Text className='cp-empty'>{t('card.rangeEmpty')}</Text>}
      {range.shows.map((s) => (
        <View key={s.showId} className='cp-show' data-testid='card-range-show' data-show-id={s.showId} onClick={() => open(s.showId)}>
          <Image className='cp-show__poster' src={assetUrl(s.posterUrl)} mode='aspectFill' />
          <View className='cp-show__body'>
            <Text className='cp-show__name'>{s.showName}</Text>
            <Text className='cp-show__venue'>
              {s.cityName} {s.venueName}
            </Text>
            <Text className='cp-show__venue'>{s.firstShowTime === s.lastShowTime ? day(s.firstShowTime) : `${day(s.firstShowTime)} - ${day(s.lastShowTime)}`}</Text>
          </View>
        </View>
      ))}
    </PageShell>
  )
})
