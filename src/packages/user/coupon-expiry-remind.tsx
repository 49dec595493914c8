/**
 * "Remind me before it expires" for a coupon the buyer holds (spec accounts §7 mini_remind_subscribe,
 * COUPON_TEMPLATE_EXPIRE). On mini-programs the host's subscribe-message prompt comes first — in the
 * tap itself, as WeChat requires, with the merchant's templates fetched beforehand; on H5 the reminder
 * goes by SMS (spec core §1). The server records it for the coupon's template; once set, the button
 * says so and does nothing more.
 */
import './messages'
import { Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { CouponExpiryReminder, CouponReminderOptions } from '../../../types/coupon-reminders'
import { t } from '../../i18n'
import { requestSubscribe } from '../../platform/subscribe'
import { showToast } from '../../platform/ui'
import { fetchCouponReminder, fetchCouponReminderOptions, saveCouponReminder } from '../../services/coupon-reminders'

const NO_OPTIONS: CouponReminderOptions = { templateIds: [], remindAheadHours: 24 }

export function CouponExpiryRemind({ couponTemplateId }: { couponTemplateId: string }) {
  const [options, setOptions] = useState(NO_OPTIONS)
  const [reminder, setReminder] = useState<CouponExpiryReminder | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    fetchCouponReminderOptions().then((o) => live && setOptions(o), () => undefined)
    fetchCouponReminder(couponTemplateId).then((r) => live && setReminder(r), () => undefined)
    return () => {
      live = false
    }
  }, [couponTemplateId])

  const tap = async () => {
    if (busy || reminder) return
    setBusy(true)
    try {
      // Asked first, before any request: WeChat only shows its prompt straight from a tap.
      const asked = await requestSubscribe(options.templateIds)
      if (asked.channel === 'subscribe' && asked.accepted.length === 0) return showToast(t('coupon.remind.refused'))
      const saved = await saveCouponReminder(couponTemplateId, asked.channel === 'subscribe' ? 'SUBSCRIBE' : 'SMS', asked.accepted)
      setReminder(saved)
      if (saved) showToast(t(saved.method === 'SMS' ? 'coupon.remind.sms' : 'coupon.remind.subscribed', { hours: options.remindAheadHours }))
    } catch {
      // The request module has shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Text className={`cp-link cp-remind ${reminder ? 'cp-link--on' : ''}`} data-testid='coupon-expiry-remind' data-reminded={reminder ? '1' : '0'} onClick={() => void tap()}>
      {t(reminder ? 'coupon.remind.on' : 'coupon.remind.button')}
    </Text>
  )
}
