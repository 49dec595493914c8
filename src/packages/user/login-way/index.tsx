/** Login way (/login-way): the login methods the shop offers in the current language, and Google / Apple. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Section } from '../../../components/section'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { loginMethodsOf } from '../../../stores/account'
import { ThirdPartyLogin } from './third-party-login'

const WAYS: Record<'CELLPHONE' | 'EMAIL', { route: string; label: MessageKey }> = {
  CELLPHONE: { route: 'login', label: 'account.login.byPhone' },
  EMAIL: { route: 'loginEmail', label: 'account.login.byEmail' },
}

export default observer(function LoginWayPage() {
  const { shop, app } = stores
  useTitle(t('account.loginWay.title'))
  const methods = loginMethodsOf(shop.config, app.lang).filter((m) => m in WAYS)
  return (
    <PageShell name='loginWay'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.loginWay.title')}</Text>
      </View>
      <Section>
        <View className='account-rows'>
          {methods.length ? (
            methods.map((m) => (
              <View key={m} className='account-row' data-method={m} onClick={() => router.redirect(WAYS[m].route)}>
                <Text>{t(WAYS[m].label)}</Text>
                <Text className='account-row__value'>›</Text>
              </View>
            ))
          ) : (
            <Text className='account-form__note'>{t('account.loginWay.none')}</Text>
          )}
        </View>
      </Section>
      <View className='account-form'>
        <ThirdPartyLogin page='loginWay' />
      </View>
    </PageShell>
  )
})
