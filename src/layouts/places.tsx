/** Tour and hot-venue kinds: each leads to its own page. */
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Section } from '../components/section'
import { t } from '../i18n'
import { router } from '../router'
import { str, type RendererProps } from './types'
import { assetUrl } from '../utils/asset-url'
import { imageAlt, pressable } from '../components/a11y'

export const Tour = observer(function Tour({ component }: RendererProps) {
  const tour = component.data?.tour
  if (!tour) return null
  return (
    <Section title={str(component.config, 'title') || undefined}>
      <View className='lo-tour' data-testid='layout-tour' onClick={() => router.open('tourDetail', { tourId: tour.tourId })} {...pressable(undefined, { role: 'link' })}>
        <Image className='lo-tour__poster' src={assetUrl(tour.posterUrl)} mode='aspectFill' {...imageAlt(tour.tourName)} />
        <View className='lo-tour__body'>
          <Text className='lo-tour__name'>{tour.tourName}</Text>
          <Text className='lo-tour__desc'>{tour.description}</Text>
          <Text className='lo-tour__count'>{t('browse.tour.stops', { count: tour.shows.length })}</Text>
        </View>
      </View>
    </Section>
  )
})

export const HotVenue = observer(function HotVenue({ component }: RendererProps) {
  const venues = component.data?.venues ?? []
  if (!venues.length) return null
  const more = (
    <Text className='lo-more' onClick={() => router.open('venueList')}>
      {t('browse.layout.viewAll')} ›
    </Text>
  )
  return (
    <Section title={str(component.config, 'title') || undefined} extra={more}>
      {venues.map((v) => (
        <View key={v.venueId} className='lo-venue' onClick={() => router.open('venue', { venueId: v.venueId })}>
          <Text className='lo-venue__name'>{v.venueName}</Text>
          <Text className='lo-venue__meta'>
            {v.cityName} · {t('browse.layout.venueShows', { count: v.showCount })}
          </Text>
        </View>
      ))}
    </Section>
  )
})
