/**
 * The show card of spec core §3 in three shapes: a list row, a medium card (two per row, image
 * 224 × 168) and a large card (full width). Tapping opens the show (group shows route by their id).
 */
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import type { ShowCard as Card, TextPiece } from '../../../types/catalog'
import { getSystemInfo } from '../../platform/system'
import { router } from '../../router'
import { stores } from '../../stores'
import { largeCardWidth, mediumCardSize } from '../../utils/card-size'
import { discountText, memberShowDiscount } from '../../utils/discount'
import { distanceKm } from '../../utils/distance'
import { t } from '../../i18n'
import { isHighlightedTag } from '../../utils/show-rules'
import { Price } from '../price'
import './index.css'
import { assetUrl } from '../../utils/asset-url'
import { imageAlt, pressable } from '../a11y'

export type ShowCardShape = 'row' | 'medium' | 'large'

/** Horizontal page margin the cards are laid out against. */
export const CARD_MARGIN = 12

/** The width the page actually has: the window, capped at 500 (960 in desktop mode). */
export function pageWidth(): number {
  const cap = stores.app.desktop ? 960 : 500
  return Math.min(getSystemInfo().windowWidth || 375, cap)
}

function Pieces({ pieces, fallback }: { pieces: TextPiece[]; fallback: string }) {
  if (!pieces?.length) return <>{fallback}</>
  return (
    <>
      {pieces.map((p, i) => (
        <Text key={i} className={p.type === 'HIGHLIGHT' ? 'show-card__hl' : undefined}>
          {p.value}
        </Text>
      ))}
    </>
  )
}

const Tags = observer(function Tags({ card }: { card: Card }) {
  const discount = discountText(card.discount)
  // A card names the member privileges that apply to it; the label shows when one is the buyer's.
  const privileged = card.discountPrivilegeIds.length > 0 && stores.session.isLoggedIn
  useEffect(() => {
    if (privileged) void stores.member.ensure()
  }, [privileged])
  const member = privileged ? memberShowDiscount(stores.member.current, card.discountPrivilegeIds) : ''
  if (!card.showTags.length && !discount && !member) return null
  return (
    <View className='show-card__tags'>
      {discount && <Text className='show-card__tag show-card__tag--hl'>{discount}</Text>}
      {member && (
        <Text className='show-card__tag show-card__tag--member' data-testid='card-member-discount'>
          {member}
        </Text>
      )}
      {card.showTags.map((tag, i) => (
        <Text key={i} className={`show-card__tag ${isHighlightedTag(tag.type) ? 'show-card__tag--hl' : ''}`} data-tag={tag.type}>
          {tag.title}
        </Text>
      ))}
    </View>
  )
})

export const ShowCard = observer(function ShowCard({ card, shape = 'row' }: { card: Card; shape?: ShowCardShape }) {
  const open = () => router.open('showDetail', { showId: card.showId })
  const status = card.showDetailStatus !== 'ON_SALE' && card.showStatusDisplay
  const width = pageWidth()
  const size = shape === 'medium' ? mediumCardSize(width, CARD_MARGIN) : undefined
  const style = size ? { width: `${size.width}px` } : shape === 'large' ? { width: `${largeCardWidth(width, CARD_MARGIN)}px` } : undefined
  const imageStyle = size ? { height: `${size.imageHeight}px` } : undefined
  return (
    <View className={`show-card show-card--${shape}`} style={style} onClick={open} {...pressable(undefined, { role: 'link' })} data-testid='show-card' data-show-id={card.showId}>
      <View className='show-card__poster' style={imageStyle}>
        <Image className='show-card__image' src={assetUrl(card.posterUrl)} mode='aspectFill' lazyLoad {...imageAlt(card.showName)} />
        {status && <Text className={`show-card__status show-card__status--${card.showDetailStatus}`}>{status}</Text>}
      </View>
      <View className='show-card__body'>
        <Text className='show-card__name'>
          <Pieces pieces={card.showNameArr} fallback={card.showName} />
        </Text>
        <Text className='show-card__meta'>{card.displayShowTime || card.showDate}</Text>
        <Text className='show-card__meta'>
          {card.cityName ? `${card.cityName} · ` : ''}
          <Pieces pieces={card.venueNameArr} fallback={card.venueName} />
        </Text>
        {distanceKm(card.distance) && (
          <Text className='show-card__distance' data-testid='card-distance'>
            {t('browse.card.distance', { km: distanceKm(card.distance) })}
          </Text>
        )}
        <Tags card={card} />
        <View className='show-card__price'>
          <Price info={card.minOriginalPriceInfo} isFree={card.isFree} size={shape === 'large' ? 'large' : 'medium'} />
        </View>
      </View>
    </View>
  )
})

/** Medium cards two per row with the 10 px gap of the size rule. */
export function ShowCardGrid({ cards }: { cards: Card[] }) {
  return (
    <View className='show-card-grid'>
      {cards.map((c) => (
        <ShowCard key={c.showId} card={c} shape='medium' />
      ))}
    </View>
  )
}

export function ShowCardList({ cards }: { cards: Card[] }) {
  return (
    <View className='show-card-list'>
      {cards.map((c) => (
        <ShowCard key={c.showId} card={c} />
      ))}
    </View>
  )
}
