/** Mine (tab 4): account head (anonymous, or logged in with the buyer's uploaded avatar), orders, coupons, attendees, addresses, settings, language, logout. */
import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { t, type MessageKey } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { LangSwitch } from '../../components/lang-switch'
// The button and logout alone, not the form barrel: its fields and validation are the user subpackage's.
import { SubmitButton } from '../../components/form/submit-button'
import { confirmLogout } from '../../components/form/logout'
import { router } from '../../router'
import { stores } from '../../stores'
import { account } from '../../stores/account-instance'
import { useTabPage } from '../../components/use-tab-page'
import { assetUrl } from '../../utils/asset-url'
import './mine.css'

const ENTRIES: Array<{ route: string; label: MessageKey }> = [
  { route: 'orderList', label: 'mine.orders' },
  { route: 'coupon', label: 'mine.coupons' },
  { route: 'memberCenter', label: 'route.memberCenter' },
  { route: 'points', label: 'route.points' },
  { route: 'favoriteShow', label: 'route.favoriteShow' },
  { route: 'parking', label: 'mine.parking' },
  { route: 'viewer', label: 'mine.viewers' },
  { route: 'address', label: 'mine.address' },
  { route: 'settings', label: 'mine.settings' },
]

export default observer(function Mine() {
  useTabPage('mine')
  const { session } = stores
  // Each visit refreshes the name: the buyer may have edited the profile or logged in meanwhile.
  useDidShow(() => void account.loadProfile())
  const loggedIn = session.isLoggedIn
  return (
    <PageShell name='mine'>
      <View
        className='mine-head'
        data-testid='mine-head'
        data-logged-in={loggedIn ? '1' : '0'}
        onClick={() => router.open(loggedIn ? 'memberProfile' : router.loginRoute())}
      >
        {loggedIn && account.profile?.avatar ? (
          <Image className='mine-head__avatar' data-testid='mine-avatar' src={assetUrl(account.profile.avatar)} mode='aspectFill' />
        ) : (
          <View className='mine-head__avatar' data-testid='mine-avatar-empty' />
        )}
        <View className='mine-head__text'>
          <Text className='mine-head__name' data-testid='mine-account'>
            {loggedIn ? t('account.mine.hello', { name: account.displayName }) : t('mine.anonymous')}
          </Text>
          {loggedIn ? (
            account.loginLabel ? (
              <Text className='mine-head__hint' data-testid='mine-login-label'>
                {account.loginLabel}
              </Text>
            ) : null
          ) : (
            <Text className='mine-head__hint'>{t('mine.loginHint')}</Text>
          )}
        </View>
        <Text className='mine-head__arrow'>›</Text>
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
      {loggedIn ? (
        <View className='mine-logout'>
          <SubmitButton plain testId='mine-logout' onClick={() => void confirmLogout()}>
            {t('account.logout')}
          </SubmitButton>
        </View>
      ) : null}
    </PageShell>
  )
})
