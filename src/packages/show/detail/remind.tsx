/**
 * "Remind me" for a show whose sale is ahead (spec accounts §3 "Grab reminder"). On mini-programs the
 * host's subscribe-message prompt comes first — in the tap itself, as WeChat requires — with the
 * merchant's templates fetched beforehand; on H5 the reminder goes by SMS (spec core §1). The server
 * records it (modules/reminders); a second tap cancels it. Anonymous taps open login.
 */
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { REMIND_AHEAD_DEFAULT_MINUTES, type SaleReminder } from '../../../../types/reminders'
import { t } from '../../../i18n'
import { requestSubscribe } from '../../../platform/subscribe'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { cancelSaleReminder, fetchReminderTemplates, fetchSaleReminder, saveSaleReminder } from '../../../services/reminders'
import { stores } from '../../../stores'

export const RemindButton = observer(function RemindButton({ showId }: { showId: string }) {
  const userId = stores.session.getUserId() ?? ''
  const [reminder, setReminder] = useState<SaleReminder | null>(null)
  const [templates, setTemplates] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    fetchReminderTemplates()
      .then((r) => live && setTemplates(r.templateIds))
      .catch(() => undefined)
    if (userId) fetchSaleReminder(showId).then((r) => live && setReminder(r)).catch(() => undefined)
    return () => {
      live = false
    }
  }, [showId, userId])

  const tap = async () => {
    if (busy) return
    if (!userId) return void router.open(router.loginRoute())
    setBusy(true)
    try {
      if (reminder) {
        await cancelSaleReminder(showId)
        setReminder(null)
        return showToast(t('browse.remind.cancelled'))
      }
      const asked = await requestSubscribe(templates)
      if (asked.channel === 'subscribe' && asked.accepted.length === 0) return showToast(t('browse.remind.refused'))
      const saved = await saveSaleReminder({
        showId,
        method: asked.channel === 'subscribe' ? 'SUBSCRIBE' : 'SMS',
        templateIds: asked.accepted,
        remindNotifyAheadOfMinutes: REMIND_AHEAD_DEFAULT_MINUTES,
      })
      setReminder(saved)
      showToast(t(saved.method === 'SMS' ? 'browse.remind.sms' : 'browse.remind.subscribed', { minutes: saved.remindNotifyAheadOfMinutes }))
    } catch {
      // the request module has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className={`detail-remind link ${reminder ? 'detail-remind--on' : ''}`} data-testid='remind-me' data-reminded={reminder ? '1' : '0'} onClick={() => void tap()}>
      {t(reminder ? 'browse.remind.on' : 'browse.remind.button')}
    </View>
  )
})
