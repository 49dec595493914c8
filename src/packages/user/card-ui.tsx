/** The card row the card pages share: name, 折, what it grants, and a line of facts; the action on the right. */
import './messages'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import type { CardTemplate, UserCard } from '../../../types/cards'
import { t } from '../../i18n'
import { formatCents } from '../../utils/money'

/** A card's price as sold: ¥99.00, 300 points, or ¥10.00 + 100 points. */
export function cardPriceText(c: Pick<CardTemplate, 'priceMode' | 'cardPrice' | 'pointPrice'>): string {
  const points = t('card.points', { n: c.pointPrice ?? 0 })
  if (c.priceMode === 'POINT') return points
  const cash = `¥${formatCents(c.cardPrice)}`
  return c.priceMode === 'CASH_POINT' ? `${cash} + ${points}` : cash
}

interface Props {
  testId: string
  id: string
  name: string
  discountText: string
  lines: string[]
  dim?: boolean
  action?: ReactNode
  onClick?: () => void
}

export function CardRow(props: Props) {
  return (
    <View className={`cp-card ${props.dim ? 'cp-card--dim' : ''}`} data-testid={props.testId} data-id={props.id} onClick={props.onClick}>
      <View className='cp-card__value'>
        <Text className='cp-card__amount'>{props.discountText}</Text>
      </View>
      <View className='cp-card__body'>
        <Text className='cp-card__title'>{props.name}</Text>
        {props.lines.map((l) => (
          <Text key={l} className='cp-card__meta'>
            {l}
          </Text>
        ))}
      </View>
      {props.action ? <View className='cp-card__action'>{props.action}</View> : null}
    </View>
  )
}

/** A held card's facts: its status or uses left, and its validity. */
export function heldLines(c: UserCard): string[] {
  const uses = c.cardStatus === 'AVAILABLE' ? t('card.timesLeft', { n: c.timesLeft, total: c.convertibleTimes }) : c.statusText
  return [uses, t('card.expires', { date: dayjs(c.expirationTime).format('YYYY.MM.DD') }), c.rangeText]
}
