/**
 * Parking payment (/parking, login; spec core §2 parking): the shop's car parks (a choice when there
 * are several) with their tariff, the car's plate (the last one paid for on this device is filled in),
 * then the fee on the parking detail page. The buyer's payment records are one tap away.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { isPlate, normalisePlate, type ParkingLotList } from '../../../../types/parking'
import { pressable } from '../../../components/a11y'
import { SubmitButton, TextField, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { getItem, setItem } from '../../../platform/storage'
import { router } from '../../../router'
import { fetchParkingLots } from '../../../services/parking'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../parking.css'

/** The plate last asked for on this device, per shop. */
export const LAST_PLATE_KEY = 'parking.lastPlate'

export default observer(function Parking() {
  useTitle(t('route.parking'))
  const merchantId = stores.app.merchantId
  const remote = useRemote<ParkingLotList>(() => fetchParkingLots(), [stores.app.lang, merchantId])
  const [chosen, setChosen] = useState('')
  const [plate, setPlate] = useState(() => getItem<Record<string, string>>(LAST_PLATE_KEY, {})?.[merchantId] ?? '')
  const [error, setError] = useState('')
  const lots = remote.data?.lots ?? []
  const lot = lots.find((l) => l.lotId === chosen) ?? lots[0]

  const query = () => {
    const normal = normalisePlate(plate)
    if (!isPlate(normal)) return setError(t('parking.plateInvalid'))
    setError('')
    setItem(LAST_PLATE_KEY, { ...getItem<Record<string, string>>(LAST_PLATE_KEY, {}), [merchantId]: normal })
    if (lot) void router.open('parkingDetail', { lotId: lot.lotId, plate: normal })
  }

  return (
    <PageShell name='parking'>
      {remote.missing ? (
        <MissingData />
      ) : !remote.data ? (
        <Text key='loading' className='parking-empty' onClick={() => remote.error && void remote.reload()}>
          {remote.error || '…'}
        </Text>
      ) : !lot ? (
        <Text key='none' className='parking-empty' data-testid='parking-no-lots'>
          {t('parking.noLots')}
        </Text>
      ) : (
        <View data-testid='parking' data-lot-id={lot.lotId}>
          <Section title={t('parking.lot')}>
            <View role='radiogroup'>
              {lots.map((l) => (
                <View
                  key={l.lotId}
                  className={`parking-lot ${l.lotId === lot.lotId ? 'parking-lot--on' : ''}`}
                  data-testid='parking-lot'
                  data-lot-id={l.lotId}
                  {...pressable(null, { role: 'radio', selected: l.lotId === lot.lotId })}
                  onClick={() => setChosen(l.lotId)}
                >
                  <Text className='parking-lot__name'>{l.name}</Text>
                  <Text className='parking-lot__meta'>{l.address}</Text>
                </View>
              ))}
            </View>
          </Section>
          <Section title={t('parking.tariff')}>
            {lot.tariffLines.map((line) => (
              <Text key={line} className='parking-rule' data-testid='parking-tariff-line'>
                {line}
              </Text>
            ))}
          </Section>
          <Section>
            <TextField label={t('parking.plate')} value={plate} maxlength={12} testId='parking-plate' placeholder={t('parking.platePlaceholder')} error={error} onInput={(v) => (setPlate(v), setError(''))} />
            <SubmitButton testId='parking-query' onClick={query}>
              {t('parking.query')}
            </SubmitButton>
          </Section>
          <Text className='parking-link' data-testid='parking-records-link' {...pressable(t('parking.records'), { role: 'link' })} onClick={() => void router.open('parkingRecord')}>
            {t('parking.records')} ›
          </Text>
        </View>
      )}
    </PageShell>
  )
})
