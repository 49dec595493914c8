/**
 * The customer-service entry (spec: no screen, an entry button): online chat (the shop's jump URL)
 * and/or a phone call, the shop's hours in its own time zone, and the company-chat flag. Every tap
 * asks the server again whether it is within hours now (the page may have stood open for hours);
 * outside them the buyer is told so and nothing opens.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CustomerServiceEntry } from '../../../../types/announcements'
import { SubmitButton, alert } from '../../../components/form'
import { t, type MessageKey } from '../../../i18n'
import { callPhone } from '../../../platform/phone'
import { router } from '../../../router'
import { fetchCustomerService } from '../../../services/notices'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { groupWorkTimes, type HoursLine } from './work-times'

const day = (n: number) => t(`service.weekday.${n}` as MessageKey)

function hoursText(line: HoursLine): string {
  const days = line.from === line.to ? day(line.from) : `${day(line.from)}–${day(line.to)}`
  if (line.allDay && line.start === '00:00') return `${days} ${t('service.allDay')}`
  return `${days} ${line.start}–${line.overnight || line.allDay ? `${t('service.nextDay')} ` : ''}${line.end}`
}

export const CustomerServiceBox = observer(function CustomerServiceBox({ showId }: { showId?: string }) {
  const remote = useRemote<CustomerServiceEntry>(() => fetchCustomerService(showId), [showId, stores.app.lang])
  const [busy, setBusy] = useState(false)
  const entry = remote.data
  if (!entry) return remote.error ? <Text className='service__note'>{t('service.unavailable')}</Text> : null

  async function contact(how: 'online' | 'phone') {
    if (busy) return
    setBusy(true)
    try {
      const now = await fetchCustomerService(showId)
      if (!now.withinWorkTime) return void (await alert(now.outsideMessage || t('service.outside')))
      if (how === 'online' && now.onlineConfig) await router.openUrl(now.onlineConfig.jumpUrl)
      else if (how === 'phone' && now.customerServiceTelephone) await callPhone(now.customerServiceTelephone)
    } catch {
      // The request module has told the buyer why it failed; the button stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='service' data-testid='customer-service' data-within={entry.withinWorkTime ? '1' : '0'}>
      <Text className='service__title'>{t('service.title')}</Text>
      {entry.supportOnlineCustomer && (
        <SubmitButton testId='service-online' busy={busy} onClick={() => void contact('online')}>
          {t('service.online')}
        </SubmitButton>
      )}
      {entry.customerServiceTelephone !== '' && (
        <SubmitButton plain testId='service-phone' busy={busy} onClick={() => void contact('phone')}>
          {t('service.call', { phone: entry.customerServiceTelephone })}
        </SubmitButton>
      )}
      {entry.companyWechatEnabled && <Text className='service__note'>{t('service.companyChat')}</Text>}
      <Text className='service__hours-title'>{t('service.hours', { zone: entry.timeZone })}</Text>
      {groupWorkTimes(entry.workTimeConfigs).map((line) => (
        <Text key={`${line.from}-${line.start}`} className='service__hours' data-testid='service-hours'>
          {hoursText(line)}
        </Text>
      ))}
      {!entry.withinWorkTime && (
        <Text className='service__note service__note--closed' data-testid='service-closed'>
          {t('service.outside')}
        </Text>
      )}
    </View>
  )
})
