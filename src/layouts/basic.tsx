/** Simple layout kinds: search bar, page title, announcement, text, rich text, divider. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RichTextGroups } from '../components/rich-text-groups'
import { pressable } from '../components/a11y'
import { router } from '../router'
import { stores } from '../stores'
import { list, str, type RendererProps } from './types'

/**
 * SEARCH_BAR: opens search with the merchant's placeholder; hot keywords search straight away. In
 * desktop mode only the hot keywords: the desktop top bar has the page's one search box.
 */
export const SearchBar = observer(function SearchBar({ component }: RendererProps) {
  const placeholder = str(component.config, 'placeholder')
  const hot = list<string>(component.config, 'hotKeywords').filter((k) => typeof k === 'string')
  const box = !stores.app.desktop
  if (!box && !hot.length) return null
  return (
    <View className='lo-search'>
      {box && (
        <View className='lo-search__box' data-testid='layout-search' onClick={() => router.open('search', placeholder ? { placeholder } : {})}>
          <Text className='lo-search__icon'>⌕</Text>
          <Text className='lo-search__text'>{placeholder}</Text>
        </View>
      )}
      {hot.length > 0 && (
        <View className='lo-search__hot'>
          {hot.map((k) => (
            <Text key={k} className='lo-chip' onClick={() => router.open('search', { keyword: k })}>
              {k}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
})

export function PageTitle({ component }: RendererProps) {
  const title = str(component.config, 'title')
  return title ? <Text className='lo-page-title'>{title}</Text> : null
}

/**
 * ANNOUNCEMENT: a component naming an announcementId shows that notice's title while it is public
 * (the server fills data.notice) and opens /announce/:id; one with only a text shows the text.
 */
export function Announcement({ component }: RendererProps) {
  const notice = component.data?.notice
  const text = str(component.config, 'announcementId') ? notice?.noticeTitle : str(component.config, 'text')
  if (!text) return null
  return (
    <View
      className='lo-notice'
      data-testid='notice-banner'
      {...(notice ? { onClick: () => void router.open('announcement', { id: notice.noticeId }), ...pressable(undefined, { role: 'link' }) } : {})}
    >
      <Text className='lo-notice__icon'>!</Text>
      <Text className='lo-notice__text'>{text}</Text>
    </View>
  )
}

/** COUPON: the merchant's coupon entry, opening the receive list (the coupons render in the user package). */
export function CouponEntry({ component }: RendererProps) {
  const title = str(component.config, 'title')
  if (!title) return null
  return (
    <View className='lo-notice' data-testid='layout-coupon' onClick={() => void router.open('couponReceive')} {...pressable(title, { role: 'link' })}>
      <Text className='lo-notice__text'>{title}</Text>
      <Text className='lo-coupon__act'>{str(component.config, 'actText')}</Text>
    </View>
  )
}

/** PRIVILEGE_CARD: the shop's benefit cards entry; opens the card list (login first, as the list needs it). */
export function PrivilegeCardEntry({ component }: RendererProps) {
  const title = str(component.config, 'title')
  if (!title) return null
  return (
    <View className='lo-notice' data-testid='layout-privilege-card' onClick={() => void router.open('cardList')} {...pressable(title, { role: 'link' })}>
      <Text className='lo-notice__text'>{title}</Text>
      <Text className='lo-coupon__act'>{str(component.config, 'actText')}</Text>
    </View>
  )
}

/** PAID_MEMBER: the shop's paid-membership entry; opens the member centre, where the plans are. */
export function PaidMemberEntry({ component }: RendererProps) {
  const title = str(component.config, 'title')
  if (!title) return null
  return (
    <View className='lo-notice' data-testid='layout-paid-member' onClick={() => void router.open('memberCenter')} {...pressable(title, { role: 'link' })}>
      <Text className='lo-notice__text'>{title}</Text>
      <Text className='lo-coupon__act'>{str(component.config, 'actText')}</Text>
    </View>
  )
}

/** ACTIVITY_ENROLL: the merchant's open-show registration entry; opens its open show, or all of them. */
export function ActivityEnroll({ component }: RendererProps) {
  const title = str(component.config, 'title')
  if (!title) return null
  const id = str(component.config, 'activityId')
  const open = () => void (id ? router.open('openShowDetail', { showId: id }) : router.open('openShow'))
  return (
    <View className='lo-notice' data-testid='layout-enroll' onClick={open} {...pressable(title, { role: 'link' })}>
      <Text className='lo-notice__text'>{title}</Text>
      <Text className='lo-coupon__act'>{str(component.config, 'actText')}</Text>
    </View>
  )
}

/** VENUE_RESERVATION: an entry to the reservable places (or one of them, by venueId). */
export function VenueReservation({ component }: RendererProps) {
  const title = str(component.config, 'title')
  if (!title) return null
  const id = str(component.config, 'venueId')
  const open = () => void (id ? router.open('reservationDetail', { venueId: id }) : router.open('reservation'))
  return (
    <View className='lo-notice' data-testid='layout-reservation' onClick={open} {...pressable(title, { role: 'link' })}>
      <Text className='lo-notice__text'>{title}</Text>
      <Text className='lo-coupon__act'>{str(component.config, 'actText')}</Text>
    </View>
  )
}

/** VOTE: the merchant's question as an entry to the vote page (the vote's id in the config). */
export function VoteEntry({ component }: RendererProps) {
  const title = str(component.config, 'title')
  const id = str(component.config, 'voteId')
  if (!title || !id) return null
  return (
    <View className='lo-notice' data-testid='layout-vote' data-id={id} onClick={() => void router.open('voteDetail', { id })} {...pressable(title, { role: 'link' })}>
      <Text className='lo-notice__text'>{title}</Text>
      <Text className='lo-coupon__act'>{str(component.config, 'actText')}</Text>
    </View>
  )
}

export function PlainText({ component }: RendererProps) {
  const text = str(component.config, 'text')
  return text ? <Text className='lo-text'>{text}</Text> : null
}

/** RICH_TEXT: the merchant's HTML as the server's sanitised nodes, in groups of at most 50. */
export function RichTextBlock({ component }: RendererProps) {
  return <RichTextGroups className='lo-block' testId='layout-rich-text' nodes={component.data?.nodes} html={str(component.config, 'html')} />
}

export function Divider() {
  return <View className='lo-divider' />
}
