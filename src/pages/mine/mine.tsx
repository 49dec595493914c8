/** Mine (tab 4): account entry, orders, coupons, attendees, addresses, settings and language. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t, type MessageKey } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { LangSwitch } from '../../components/lang-switch'
import { router } from '../../router'
import { stores } from '../../stores'
import { useTabPage } from '../../components/use-tab-page'
import './mine.css'

const ENTRIES: Array<{ route: string; label: MessageKey }> = [
  { route: 'orderList', label: 'mine.orders' },
  { route: 'coupon', label: 'mine.coupons' },
  { route: 'viewer', label: 'mine.viewers' },
  { route: 'address', label: 'mine.address' },
  { route: 'settings', label: 'mine.settings' },
]

export default observer(function Mine() {
  useTabPage('mine')
  const { session } = stores
  return (
    <PageShell name='mine'>
      <View className='mine-head' onClick={() => !session.isLoggedIn && router.open('login')}>
        <View className='mine-head__avatar' />
        <View className='mine-head__text'>
          <Text className='mine-head__name' data-testid='mine-account'>
            {session.isLoggedIn ? t('mine.welcome', { name: session.email || session.userId }) : t('mine.anonymous')}
          </Text>
          {!session.isLoggedIn && <Text className='mine-head__hint'>{t('mine.loginHint')}</Text>}
        </View>
      </View>
      <Section>
        {ENTRIES.map((entry) => (
          <View key={entry.route} className='mine-row' data-route={entry.route} onClick={() => router.open(entry.route)}>
            <Text>{t(entry.label)}</Text>
            <Text className='mine-row__arrow'>›</Text>
          </View>
        ))}
      </Section>
      <Section title={t('mine.language')}>
        <View className='mine-lang'>
          <LangSwitch />
        </View>
      </Section>
    </PageShell>
  )
})
