/**
 * "Remind me" for a show whose sale is ahead (spec accounts §3 "Grab reminder": remindNotifyAheadOfMinutes
 * and remind method). The buyer picks how long before the sale the reminder comes, from the lead times
 * the server offers, then taps "remind me". On mini-programs the host's subscribe-message prompt comes
 * first — in the tap itself, as WeChat requires — with the merchant's templates fetched beforehand; on
 * H5 the reminder goes by SMS (spec core §1). The server records it (modules/reminders). Another lead
 * time picked while a reminder is set moves it (same channel: the host's acceptance stands); a second
 * tap on the button cancels it. Anonymous taps open login.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { REMIND_AHEAD_CHOICES, REMIND_AHEAD_DEFAULT_MINUTES, type ReminderOptions, type SaleReminder } from '../../../../types/reminders'
import { t } from '../../../i18n'
import { requestSubscribe } from '../../../platform/subscribe'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { cancelSaleReminder, fetchReminderOptions, fetchSaleReminder, saveSaleReminder } from '../../../services/reminders'
import { stores } from '../../../stores'

/** Until the server's options arrive (or when they cannot): the storefront's own choices, no templates. */
const FALLBACK: ReminderOptions = { templateIds: [], remindNotifyAheadOfMinutesChoices: [...REMIND_AHEAD_CHOICES] }

/** The lead time to preselect among `choices`: the buyer's current one, else the default, else the first. */
function preselect(choices: number[], current: number): number {
  if (choices.includes(current)) return current
  return choices.includes(REMIND_AHEAD_DEFAULT_MINUTES) ? REMIND_AHEAD_DEFAULT_MINUTES : (choices[0] ?? REMIND_AHEAD_DEFAULT_MINUTES)
}

const confirmation = (saved: SaleReminder) => t(saved.method === 'SMS' ? 'browse.remind.sms' : 'browse.remind.subscribed', { minutes: saved.remindNotifyAheadOfMinutes })

export const RemindButton = observer(function RemindButton({ showId }: { showId: string }) {
  const userId = stores.session.getUserId() ?? ''
  const [reminder, setReminder] = useState<SaleReminder | null>(null)
  const [options, setOptions] = useState<ReminderOptions>(FALLBACK)
  const [minutes, setMinutes] = useState(REMIND_AHEAD_DEFAULT_MINUTES)
  const [busy, setBusy] = useState(false)
  const choices = options.remindNotifyAheadOfMinutesChoices.length ? options.remindNotifyAheadOfMinutesChoices : FALLBACK.remindNotifyAheadOfMinutesChoices

  useEffect(() => {
    let live = true
    fetchReminderOptions()
      .then((o) => {
        if (!live) return
        setOptions(o)
        setMinutes((m) => preselect(o.remindNotifyAheadOfMinutesChoices, m))
      })
      .catch(() => undefined)
    if (userId)
      fetchSaleReminder(showId)
        .then((r) => {
          if (!live) return
          setReminder(r)
          if (r) setMinutes(r.remindNotifyAheadOfMinutes)
        })
        .catch(() => undefined)
    return () => {
      live = false
    }
  }, [showId, userId])

  /** Runs one change at a time; the request module has shown the server's message when one fails. */
  const run = async (change: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    try {
      await change()
    } catch {
      // shown by the request module
    } finally {
      setBusy(false)
    }
  }

  const tap = () => {
    if (!userId) return void router.open(router.loginRoute())
    void run(async () => {
      if (reminder) {
        await cancelSaleReminder(showId)
        setReminder(null)
        return showToast(t('browse.remind.cancelled'))
      }
      const asked = await requestSubscribe(options.templateIds)
      if (asked.channel === 'subscribe' && asked.accepted.length === 0) return showToast(t('browse.remind.refused'))
      const saved = await saveSaleReminder({
        showId,
        method: asked.channel === 'subscribe' ? 'SUBSCRIBE' : 'SMS',
        templateIds: asked.accepted,
        remindNotifyAheadOfMinutes: minutes,
      })
      setReminder(saved)
      showToast(confirmation(saved))
    })
  }

  const choose = (next: number) => {
    if (busy || next === minutes) return
    setMinutes(next)
    if (!reminder) return
    void run(async () => {
      try {
        const saved = await saveSaleReminder({ showId, method: reminder.method, templateIds: reminder.templateIds, remindNotifyAheadOfMinutes: next })
        setReminder(saved)
        showToast(confirmation(saved))
      } catch (err) {
        setMinutes(reminder.remindNotifyAheadOfMinutes)
        throw err
      }
    })
  }

  return (
    <View className='detail-remind' data-testid='remind'>
      <View className='detail-remind__choices' data-testid='remind-ahead'>
        <Text className='detail-remind__label'>{t('browse.remind.before')}</Text>
        {choices.map((m) => (
          <Text
            key={m}
            className={`detail-remind__choice ${m === minutes ? 'detail-remind__choice--on' : ''}`}
            data-minutes={m}
            data-on={m === minutes ? '1' : '0'}
            onClick={() => choose(m)}
          >
            {t('browse.remind.ahead', { minutes: m })}
          </Text>
        ))}
      </View>
      <View
        className={`detail-remind__button ${reminder ? 'detail-remind__button--on' : ''}`}
        data-testid='remind-me'
        data-reminded={reminder ? '1' : '0'}
        onClick={tap}
      >
        {t(reminder ? 'browse.remind.on' : 'browse.remind.button')}
      </View>
    </View>
  )
})
