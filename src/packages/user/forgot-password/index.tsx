/** Forgot password (/forgot-password?email=): mails a reset link, then "check your email". */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmailField, SubmitButton, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { forgotPassword } from '../../../services/account'
import { isValidEmail } from '../../../utils/validation'

export default observer(function ForgotPasswordPage() {
  useTitle(t('account.forgot.title'))
  const [email, setEmail] = useState(useRouter().params.email ?? '')
  const emailOk = isValidEmail(email)

  const { busy, run: submit } = useBusyAction(async () => {
    await forgotPassword(email)
    await router.redirect('checkEmail', { email, kind: 'reset' })
  })

  return (
    <PageShell name='forgotPassword'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.forgot.title')}</Text>
        <Text className='account-form__subtitle'>{t('account.forgot.hint')}</Text>
        <EmailField value={email} onInput={setEmail} />
        <SubmitButton testId='forgot-submit' disabled={!emailOk} busy={busy} onClick={submit}>
          {t('account.forgot.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
