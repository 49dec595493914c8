/** Settings (/settings): profile, language, skin, account security (change password) and logout. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { confirmLogout, SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { getThemeMode, type ThemeMode } from '../../../platform/theme'

const SKIN_LABELS: Record<ThemeMode, MessageKey> = { system: 'browse.skin.system', dark: 'browse.skin.dark', light: 'browse.skin.light' }

export default observer(function SettingsPage() {
  const { app, session } = stores
  useTitle(t('route.settings'))
  // The saved skin mode, read again whenever the page shows (the skin page may have changed it).
  const [skinMode, setSkinMode] = useState<ThemeMode>(getThemeMode)
  useDidShow(() => setSkinMode(getThemeMode()))
  const langName = stores.shop.config?.supportLanguages?.find((l) => l.langTag === app.lang)?.langName ?? app.lang
  const rows = [
    ...(session.isLoggedIn ? [{ key: 'profile', label: t('account.settings.profile'), value: '', go: () => router.open('memberProfile') }] : []),
    { key: 'language', label: t('account.settings.language'), value: langName, go: () => router.open('language') },
    // The skin page saves the mode (system, dark or light) for later visits too.
    { key: 'skin', label: t('account.settings.skin'), value: t(SKIN_LABELS[skinMode]), go: () => router.open('switchSkin') },
    ...(session.isLoggedIn ? [{ key: 'safety', label: t('account.settings.safety'), value: '', go: () => router.open('accountSafe') }] : []),
  ]
  return (
    <PageShell name='settings'>
      <Section>
        <View className='account-rows'>
          {rows.map((row) => (
            <View key={row.key} className='account-row' data-row={row.key} onClick={() => void row.go()}>
              <Text>{row.label}</Text>
              <Text className='account-row__value'>{row.value} ›</Text>
            </View>
          ))}
        </View>
      </Section>
      {session.isLoggedIn ? (
        <View className='account-form'>
          <SubmitButton plain testId='settings-logout' onClick={() => void confirmLogout().then((out) => (out ? router.back() : undefined))}>
            {t('account.logout')}
          </SubmitButton>
        </View>
      ) : null}
    </PageShell>
  )
})
