/**
 * Show kinds: recommended list, show list, show calendar (rows), three-column shows, slide show
 * (horizontal strip) and single show (large card). The server resolves their cards into `data.shows`.
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ShowCard as Card } from '../../types/catalog'
import { ShowCard, ShowCardList } from '../components/show-card'
import { Price } from '../components/price'
import { Section } from '../components/section'
import { t } from '../i18n'
import { router } from '../router'
import { str, type RendererProps } from './types'
import { assetUrl } from '../utils/asset-url'

const showsOf = (p: RendererProps): Card[] => p.component.data?.shows ?? []

export const RecommendedList = observer(function RecommendedList(p: RendererProps) {
  const shows = showsOf(p)
  if (!shows.length) return null
  return (
    <Section title={str(p.component.config, 'title') || undefined}>
      <ShowCardList cards={shows} />
    </Section>
  )
})

export const ShowList = RecommendedList

/** SHOW_CALENDAR: the next shows by date, with a link to the full calendar page. */
export const ShowCalendar = observer(function ShowCalendar(p: RendererProps) {
  const shows = showsOf(p)
  if (!shows.length) return null
  const more = (
    <Text className='lo-more' onClick={() => router.open('showCalendar')}>
      {t('browse.layout.viewAll')} ›
    </Text>
  )
  return (
    <Section title={str(p.component.config, 'title') || undefined} extra={more}>
      <ScrollView scrollX className='lo-strip'>
        {shows.map((s) => (
          <View key={s.showId} className='lo-date-card' onClick={() => router.open('showDetail', { showId: s.showId })}>
            <Text className='lo-date-card__date'>{(s.showDate || '').slice(5, 10)}</Text>
            <Text className='lo-date-card__name'>{s.showName}</Text>
            <Text className='lo-date-card__venue'>{s.venueName}</Text>
          </View>
        ))}
      </ScrollView>
    </Section>
  )
})

function MiniCard({ card }: { card: Card }) {
  return (
    <View className='lo-mini' data-testid='show-card' data-show-id={card.showId} onClick={() => router.open('showDetail', { showId: card.showId })}>
      <View className='lo-mini__poster' style={{ backgroundImage: `url("${assetUrl(card.posterUrl)}")` }} />
      <Text className='lo-mini__name'>{card.showName}</Text>
      <Price info={card.minOriginalPriceInfo} isFree={card.isFree} size='small' />
    </View>
  )
}

export const ThreeColumnShow = observer(function ThreeColumnShow(p: RendererProps) {
  const shows = showsOf(p)
  if (!shows.length) return null
  return (
    <Section title={str(p.component.config, 'title') || undefined}>
      <View className='lo-three'>
        {shows.map((s) => (
          <MiniCard key={s.showId} card={s} />
        ))}
      </View>
    </Section>
  )
})

export const SlideShow = observer(function SlideShow(p: RendererProps) {
  const shows = showsOf(p)
  if (!shows.length) return null
  return (
    <Section title={str(p.component.config, 'title') || undefined}>
      <ScrollView scrollX className='lo-strip'>
        {shows.map((s) => (
          <MiniCard key={s.showId} card={s} />
        ))}
      </ScrollView>
    </Section>
  )
})

export const SingleShow = observer(function SingleShow(p: RendererProps) {
  const card = showsOf(p)[0]
  if (!card) return null
  return (
    <View className='lo-single'>
      <ShowCard card={card} shape='large' />
    </View>
  )
})
