/**
 * Confirm a reservation (/reservation-order?venueId=&slotId=, auth): the place and slot, how many
 * people (up to the place's limit) and the contact, then reserve. The server takes the places or
 * refuses (full, started, reserved already, a field) in the buyer's language, shown in place; on
 * success the buyer's reservations. One idempotency key per visit: a retried tap reserves once.
 */
import '../messages'
import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { ReservationSlot, ReservationVenueDetail } from '../../../../types/reservations'
import { pressable } from '../../../components/a11y'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchReservationVenue, reserve } from '../../../services/reservations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { venueSpan } from '../open-show-logic'

let keySeq = 0
const newKey = () => `rs-${Date.now().toString(36)}-${(keySeq++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`

function Stepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  return (
    <View className='rs-stepper' data-testid='reservation-people'>
      <Text className={`rs-stepper__btn ${value <= 1 ? 'rs-stepper__btn--off' : ''}`} data-testid='reservation-people-minus' onClick={() => value > 1 && onChange(value - 1)} {...pressable('-')}>
        -
      </Text>
      <Text className='rs-stepper__value' data-testid='reservation-people-value'>
        {value}
      </Text>
      <Text className={`rs-stepper__btn ${value >= max ? 'rs-stepper__btn--off' : ''}`} data-testid='reservation-people-plus' onClick={() => value < max && onChange(value + 1)} {...pressable('+')}>
        +
      </Text>
    </View>
  )
}

const Order = observer(function Order({ venue, slot }: { venue: ReservationVenueDetail; slot: ReservationSlot }) {
  const [key] = useState(newKey)
  const [people, setPeople] = useState(1)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [refusal, setRefusal] = useState('')
  const submit = useBusyAction(async () => {
    if (!name.trim()) return setRefusal(t('reservation.nameRequired'))
    if (!phone.trim()) return setRefusal(t('reservation.phoneRequired'))
    setRefusal('')
    try {
      await reserve({ slotId: slot.slotId, people, contactName: name.trim(), contactPhone: phone.trim(), idempotencyKey: key })
      toast(t('reservation.done'))
      await router.redirect('reservationRecord')
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e))
    }
  })
  return (
    <View data-testid='reservation-order' data-slot={slot.slotId}>
      <View className='tp-section'>
        <Text className='tp-meta'>{t('reservation.place')}</Text>
        <Text className='tp-row__title'>{venue.name}</Text>
        <Text className='tp-meta'>{t('reservation.time')}</Text>
        <Text className='tp-row__title' data-testid='reservation-order-time'>
          {venueSpan(slot.startTime, slot.endTime, venue.utcOffset)}
        </Text>
      </View>
      <View className='tp-section'>
        <View className='rs-field'>
          <Text className='rs-field__label'>
            {t('reservation.people')} · {t('reservation.maxPeople', { n: venue.maxPeople })}
          </Text>
          <Stepper value={people} max={Math.min(venue.maxPeople, Math.max(1, slot.remaining))} onChange={setPeople} />
        </View>
        <View className='rs-field' data-testid='reservation-name'>
          <Text className='rs-field__label'>{t('reservation.contactName')}</Text>
          <Input className='rs-field__input' value={name} maxlength={20} placeholder={t('reservation.namePlaceholder')} onInput={(e) => setName(String(e.detail.value ?? ''))} />
        </View>
        <View className='rs-field' data-testid='reservation-phone'>
          <Text className='rs-field__label'>{t('reservation.contactPhone')}</Text>
          <Input className='rs-field__input' type='number' value={phone} maxlength={20} placeholder={t('reservation.phonePlaceholder')} onInput={(e) => setPhone(String(e.detail.value ?? ''))} />
        </View>
      </View>
      {refusal ? (
        <Text className='tp-refusal' data-testid='reservation-refusal'>
          {refusal}
        </Text>
      ) : null}
      <View className='tp-actions'>
        <SubmitButton testId='reservation-submit' busy={submit.busy} onClick={() => void submit.run()}>
          {t('reservation.submit')}
        </SubmitButton>
      </View>
    </View>
  )
})

export default observer(function ReservationOrderPage() {
  const params = useRouter().params
  const venueId = params.venueId ?? ''
  const slotId = params.slotId ?? ''
  useTitle(t('route.reservationOrder'))
  const remote = useRemote<ReservationVenueDetail>(() => fetchReservationVenue(venueId), [venueId, stores.app.lang])
  const venue = remote.data
  const slot = venue?.slots.find((s) => s.slotId === slotId && s.state === 'OPEN')
  let body
  if (venue && slot) body = <Order venue={venue} slot={slot} />
  else if (venue)
    body = (
      <View className='tp-actions' data-testid='reservation-slot-gone'>
        <Text className='tp-refusal'>{t('reservation.slotGone')}</Text>
        <SubmitButton plain onClick={() => void router.redirect('reservationDetail', { venueId })}>
          {t('reservation.slots')}
        </SubmitButton>
      </View>
    )
  else body = remote.missing ? <MissingData /> : <Text className='tp-empty'>{remote.error || t('common.loading')}</Text>
  return <PageShell name='reservationOrder'>{body}</PageShell>
})
