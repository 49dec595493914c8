/** The vote page's option: selectable while the caller may vote; with its count and bar when the results show. */
import './messages'
import { Image, Text, View } from '@tarojs/components'
import type { VoteOptionView } from '../../../types/votes'
import { imageAlt, pressable } from '../../components/a11y'
import { t } from '../../i18n'
import { assetUrl } from '../../utils/asset-url'
import './topic.css'

interface Props {
  option: VoteOptionView
  chosen: boolean
  mine: boolean
  onPick?: () => void
}

export function VoteOption({ option, chosen, mine, onPick }: Props) {
  const shown = option.votes !== null
  return (
    <View
      className={`tp-option ${chosen || mine ? 'tp-option--on' : ''}`}
      data-testid='vote-option'
      data-id={option.optionId}
      data-votes={shown ? String(option.votes) : ''}
      aria-pressed={chosen ? 'true' : 'false'}
      onClick={onPick}
      {...pressable(option.label)}
    >
      {option.imageUrl ? <Image className='tp-poster' src={assetUrl(option.imageUrl)} mode='aspectFill' {...imageAlt(option.label)} /> : null}
      <View className='tp-option__head'>
        <Text className='tp-option__label'>{option.label}</Text>
        {mine ? (
          <Text className='tp-option__mine' data-testid='vote-mine'>
            {t('vote.mine')}
          </Text>
        ) : null}
        {shown ? (
          <Text className='tp-option__count' data-testid='vote-count'>
            {t('vote.count', { n: option.votes ?? 0, percent: option.percent ?? 0 })}
          </Text>
        ) : null}
      </View>
      {shown ? (
        <View className='tp-bar'>
          <View className='tp-bar__fill' style={{ width: `${option.percent ?? 0}%` }} />
        </View>
      ) : null}
    </View>
  )
}
