/** Settings (/settings): profile, language, skin, account security (change password) and logout. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { confirmLogout, SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'

export default observer(function SettingsPage() {
  const { app, session } = stores
  useTitle(t('route.settings'))
  const langName = stores.shop.config?.supportLanguages?.find((l) => l.langTag === app.lang)?.langName ?? app.lang
  const rows = [
    ...(session.isLoggedIn ? [{ key: 'profile', label: t('account.settings.profile'), value: '', go: () => router.open('memberProfile') }] : []),
    { key: 'language', label: t('account.settings.language'), value: langName, go: () => router.open('language') },
    // The skin applies to this visit; the system setting takes over again on the next launch.
    {
      key: 'skin',
      label: t('account.settings.skin'),
      value: t(app.theme === 'dark' ? 'account.settings.skin.dark' : 'account.settings.skin.light'),
      go: () => app.setTheme(app.theme === 'dark' ? 'light' : 'dark'),
    },
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
