/**
 * Code entry (/login/login-code?countryCode=&cellphone=): the second step of phone login when the
 * number was entered elsewhere (login way, a partner page). It sends the code on arrival through the
 * shared code button, takes the 6 digits and logs in, registering an unknown number on the way.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { CodeButton } from '../../../components/code-button'
import { Agreement, SubmitButton, TextField, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { sendCode } from '../../../services/account'
import { account } from '../../../stores/account-instance'
import { maskPhone } from '../../../stores/account'
import { isCompleteCode, isValidPhone, normaliseCountryCode, sanitiseCode } from '../../../utils/validation'
import { sendWithCaptcha } from '../login-captcha/flow'

export default observer(function LoginCodePage() {
  const params = useRouter().params
  const countryCode = normaliseCountryCode(params.countryCode)
  const cellphone = params.cellphone ?? ''
  useTitle(t('account.loginCode.title'))
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const phoneOk = isValidPhone(countryCode, cellphone)

  const { busy, run: submit } = useBusyAction(async () => {
    if (!agreed) return toast(t('account.agree.required'))
    const result = await account.loginWithCode(countryCode, cellphone, code)
    toast(t(result.isNewUser ? 'account.login.welcomeNew' : 'account.login.success'))
    await router.onLoginSuccess()
  })

  return (
    <PageShell name='loginCode'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.loginCode.title')}</Text>
        <Text className='account-form__subtitle' data-testid='code-target'>
          {t('account.loginCode.sentTo', { target: `+${countryCode} ${maskPhone(cellphone)}` })}
        </Text>
        <TextField
          label={t('account.field.code')}
          value={code}
          type='number'
          maxlength={6}
          testId='code'
          placeholder={t('account.field.codePlaceholder')}
          onInput={(v) => setCode(sanitiseCode(v))}
          extra={
            <CodeButton
              disabled={!phoneOk}
              resetKey={`${countryCode}:${cellphone}`}
              send={async () => {
                const wait = await sendWithCaptcha((captchaToken) => sendCode(cellphone, countryCode, 'LOGIN', captchaToken))
                toast(t('account.code.sent'))
                return wait
              }}
            />
          }
        />
        <Agreement checked={agreed} onChange={setAgreed} />
        <SubmitButton testId='login-submit' disabled={!phoneOk || !isCompleteCode(code)} busy={busy} onClick={submit}>
          {busy ? t('account.login.submitting') : t('account.login.submit')}
        </SubmitButton>
        <View className='account-form__links'>
          <Text className='account-form__link' data-testid='change-phone' onClick={() => void router.redirect('login')}>
            {t('account.loginCode.changePhone')}
          </Text>
        </View>
      </View>
    </PageShell>
  )
})
