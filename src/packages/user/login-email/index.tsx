/**
 * Login by email and password (/login-email), with the ways out: create an account, forgot password,
 * phone login when the current language offers it, and Google / Apple where the shop offers them.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmailField, PasswordField, SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { loginMethodsOf } from '../../../stores/account'
import { isValidEmail } from '../../../utils/validation'
import { ThirdPartyLogin } from '../login-way/third-party-login'

export default observer(function LoginEmailPage() {
  const { shop, app } = stores
  useTitle(t('account.loginEmail.title'))
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const emailOk = isValidEmail(email)
  const phoneOffered = loginMethodsOf(shop.config, app.lang).includes('CELLPHONE')

  const { busy, run: submit } = useBusyAction(async () => {
    await account.loginWithEmail(email, password)
    toast(t('account.login.success'))
    await router.onLoginSuccess()
  })

  return (
    <PageShell name='loginEmail'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.loginEmail.title')}</Text>
        <EmailField value={email} onInput={setEmail} />
        <PasswordField label={t('account.field.password')} value={password} onInput={setPassword} testId='password' placeholder={t('account.field.passwordPlaceholder')} />
        <SubmitButton testId='login-submit' disabled={!emailOk || !password} busy={busy} onClick={submit}>
          {busy ? t('account.login.submitting') : t('account.login.submit')}
        </SubmitButton>
        <View className='account-form__links'>
          <Text className='account-form__link' data-testid='to-create-account' onClick={() => router.open('createAccount', email ? { email } : {})}>
            {t('account.loginEmail.create')}
          </Text>
          <Text className='account-form__link' data-testid='to-forgot-password' onClick={() => router.open('forgotPassword', email ? { email } : {})}>
            {t('account.loginEmail.forgot')}
          </Text>
        </View>
        {phoneOffered ? (
          <View className='account-form__links'>
            <Text className='account-form__link' data-testid='to-phone-login' onClick={() => router.redirect('login')}>
              {t('account.login.byPhone')}
            </Text>
          </View>
        ) : null}
        <ThirdPartyLogin page='loginEmail' />
      </View>
    </PageShell>
  )
})
