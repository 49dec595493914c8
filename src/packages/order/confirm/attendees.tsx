/** Attendee picker of a real-name show: the buyer's attendees, pick/unpick up to qty, add in /viewer. */
import '../messages'
import { Text, View } from '@tarojs/components'
import type { Audience } from '../../../../types/orders'
import { Section } from '../../../components/section'
import { t, type MessageKey } from '../../../i18n'

interface Props {
  qty: number
  audiences: Audience[] | null
  selected: readonly string[]
  onToggle: (audienceId: string) => void
  onAdd: () => void
}

export function AttendeePicker({ qty, audiences, selected, onToggle, onAdd }: Props) {
  const done = selected.length === qty
  const count = (
    <Text className={`confirm-count ${done ? 'confirm-count--done' : ''}`} data-testid='attendee-count'>
      {t('orders.confirm.attendeeCount', { n: selected.length, qty })}
    </Text>
  )
  return (
    <Section title={t('orders.confirm.attendees')} extra={count}>
      <View data-testid='attendee-picker' data-selected={selected.join(',')}>
        <Text className='confirm-hint'>{t('orders.confirm.attendeeHint')}</Text>
        {audiences && audiences.length === 0 ? <Text className='confirm-empty'>{t('orders.confirm.noAttendees')}</Text> : null}
        {(audiences ?? []).map((a) => {
          const on = selected.includes(a.audienceId)
          return (
            <View
              key={a.audienceId}
              className={`confirm-pick ${on ? 'confirm-pick--on' : ''}`}
              data-testid='attendee-option'
              data-id={a.audienceId}
              data-on={on ? '1' : '0'}
              onClick={() => onToggle(a.audienceId)}
            >
              <View className='confirm-pick__box'>{on ? '✓' : ''}</View>
              <View className='confirm-pick__main'>
                <Text className='confirm-pick__name'>{a.name}</Text>
                <Text className='confirm-pick__sub'>
                  {t(`viewer.idType.${a.idType}` as MessageKey)} {a.idNoMasked}
                </Text>
              </View>
            </View>
          )
        })}
        <Text className='confirm-add' data-testid='confirm-attendee-add' onClick={onAdd}>
          + {t('orders.confirm.addAttendee')}
        </Text>
      </View>
    </Section>
  )
}
