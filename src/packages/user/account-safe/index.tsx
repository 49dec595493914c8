/** Account security (/account-safe): the linked phone and email, change password, close the account. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { account } from '../../../stores/account-instance'
import { maskPhone } from '../../../stores/account'

export default observer(function AccountSafePage() {
  useTitle(t('account.safe.title'))
  useEffect(() => {
    if (!account.profile) void account.loadProfile()
  }, [])
  const p = account.profile
  const rows = [
    { key: 'phone', label: t('account.safe.phone'), value: p?.cellphone ? `+${p.countryCode} ${maskPhone(p.cellphone)}` : t('account.safe.none') },
    { key: 'email', label: t('account.safe.email'), value: p?.email || t('account.safe.none') },
    ...(p?.hasPassword ? [{ key: 'password', label: t('account.safe.password'), value: '›', go: () => router.open('changePassword') }] : []),
    { key: 'unregister', label: t('account.safe.unregister'), value: '›', go: () => router.open('unregistered') },
  ]
  return (
    <PageShell name='accountSafe'>
      <Section>
        <View className='account-rows'>
          {rows.map((row) => (
            <View key={row.key} className='account-row' data-row={row.key} onClick={() => void ('go' in row && row.go ? row.go() : undefined)}>
              <Text>{row.label}</Text>
              <Text className='account-row__value'>{row.value}</Text>
            </View>
          ))}
        </View>
      </Section>
    </PageShell>
  )
})
