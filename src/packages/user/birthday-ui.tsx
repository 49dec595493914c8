/**
 * Birthday gifts on the member centre (spec accounts §3 icon and giftDesc; §9 the list scrolls past 3)
 * and the birthday popup (§6: shown once; closing it asks the server to stop reminding, this year).
 * The server grants a gift's points in the buyer's birthday month (server/src/modules/membership/birthday.ts).
 */
import './messages'
import { ScrollView, Text, View } from '@tarojs/components'
import type { BirthdayGift } from '../../../types/membership'
import { t } from '../../i18n'
import { giftsScroll } from './gift-list'

function GiftCard({ gift }: { gift: BirthdayGift }) {
  return (
    <View className='mb-gift' data-testid='birthday-gift' data-points={gift.points}>
      {/* No artwork is configured: a word stands in for the icon (no emoji: not every phone or browser has the font). */}
      <View className='mb-gift__icon'>
        <Text>{gift.points > 0 ? t('member.birthday.iconPoints') : t('member.birthday.iconGift')}</Text>
      </View>
      <Text className='mb-gift__desc'>{gift.giftDesc}</Text>
    </View>
  )
}

export function BirthdayGifts({ gifts, month }: { gifts: BirthdayGift[]; month: boolean }) {
  if (!gifts.length) return null
  const scroll = giftsScroll(gifts.length)
  const cards = gifts.map((g, i) => <GiftCard key={`${i}-${g.giftDesc}`} gift={g} />)
  return (
    <View className='mb-section' data-testid='birthday-gifts' data-scroll={scroll ? '1' : '0'} data-count={gifts.length} data-month={month ? '1' : '0'}>
      <View className='mb-section__head'>
        <Text className='mb-section__title'>{t('member.birthday.title')}</Text>
        <Text className={`mb-section__meta ${month ? 'mb-gift__month' : ''}`}>{month ? t('member.birthday.month') : t('member.birthday.hint')}</Text>
      </View>
      {scroll ? (
        <ScrollView scrollX className='mb-gifts mb-gifts--scroll'>
          <View className='mb-gifts__row'>{cards}</View>
        </ScrollView>
      ) : (
        <View className='mb-gifts mb-gifts__row'>{cards}</View>
      )}
    </View>
  )
}

export function BirthdayPopup({ gifts, points, onClose }: { gifts: BirthdayGift[]; points: number; onClose: () => void }) {
  const others = gifts.filter((g) => g.points === 0)
  return (
    <View className='mb-mask' data-testid='birthday-popup' data-points={points}>
      <View className='mb-pop'>
        <Text className='mb-pop__title'>{t('member.birthday.popTitle')}</Text>
        {points > 0 ? <Text className='mb-pop__text'>{t('member.birthday.popPoints', { count: points })}</Text> : null}
        {others.length ? (
          <View className='mb-pop__list'>
            <Text className='mb-pop__sub'>{t('member.birthday.popText')}</Text>
            {others.map((g, i) => (
              <Text key={`${i}-${g.giftDesc}`} className='mb-pop__item'>
                · {g.giftDesc}
              </Text>
            ))}
          </View>
        ) : null}
        <Text className='mb-pop__btn' data-testid='birthday-close' onClick={onClose}>
          {t('member.birthday.close')}
        </Text>
      </View>
    </View>
  )
}
