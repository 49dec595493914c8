/**
 * The buyer's registrations, newest first, each to its entrance code: all of them (open-show orders)
 * or one open show's (registration list?showId=).
 */
import './messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { RegistrationView } from '../../../types/registrations'
import { PageShell } from '../../components/page-shell'
import { t } from '../../i18n'
import { router } from '../../router'
import { fetchRegistrations } from '../../services/registrations'
import { stores } from '../../stores'
import { useRemote } from '../../utils/use-remote'
import { RegistrationItem } from './open-show-parts'

export const RegistrationsPage = observer(function RegistrationsPage({ name, showId }: { name: string; showId?: string }) {
  const remote = useRemote<RegistrationView[]>(fetchRegistrations, [stores.app.lang])
  const regs = remote.data?.filter((r) => !showId || r.openShowId === showId) ?? null
  return (
    <PageShell name={name}>
      <View className='os-list' data-testid='registration-list'>
        {regs === null ? <Text className='os-empty'>{remote.error || t('common.loading')}</Text> : null}
        {regs && !regs.length ? (
          <View>
            <Text className='os-empty'>{t('openShow.orders.empty')}</Text>
            <View className='os-head'>
              <Text className='os-link' onClick={() => void router.open('openShow')}>
                {t('openShow.orders.more')}
              </Text>
            </View>
          </View>
        ) : null}
        {regs?.map((r) => <RegistrationItem key={r.registrationId} reg={r} />)}
      </View>
    </PageShell>
  )
})
