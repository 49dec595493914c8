/**
 * The booking page's wait-list part (issue 19): for a sold-out tier of a show that has a wait list,
 * what joining means, the instruction a tap away, and the join itself (a guest logs in first); joined,
 * the buyer's wait lists open with the new entry and its place in line.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { Section } from '../../../components/section'
import { toast } from '../../../components/form'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { joinWaitList } from '../../../services/waitlist'

export function WaitListNote() {
  return (
    <Section title={t('booking.waitList.title')}>
      <View data-testid='booking-wait-list'>
        <Text className='qty__hint'>{t('booking.waitList.note')}</Text>
        <Text className='booking-wl-link' data-testid='booking-wait-list-rules' onClick={() => void router.open('waitListInstruction')}>
          {t('booking.waitList.rules')} ›
        </Text>
      </View>
    </Section>
  )
}

/** Join the wait list of the tier; true when joined (the wait-list page is opened). */
export async function joinTier(req: { showId: string; sessionId: string; seatPlanId: string; qty: number }): Promise<boolean> {
  if (!(await router.requireLogin())) return false
  const entry = await joinWaitList(req)
  toast(t('booking.waitList.joined', { n: entry.position }))
  await router.open('waitList')
  return true
}
