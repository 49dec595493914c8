/**
 * Login by phone (/login): area code among the shop's login areas, phone, SMS code with the code
 * button, agreement tick. An unknown number is registered on the way. On success the session is
 * filled and the router returns to the page that asked for login (~500 ms later). Where the host can
 * hand over the buyer's phone (mini-programs), one-tap phone login comes first (host-phone-login.ts);
 * on H5, Google and Apple sign-in follow where the shop offers them (login-way/third-party-login.tsx).
 */
import '../messages'
import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { CodeButton } from '../../../components/code-button'
import { Agreement, PhoneField, SubmitButton, TextField, toast, useBusyAction, useLoginArea, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { sendCode } from '../../../services/account'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { loginAreasOf, loginMethodsOf } from '../../../stores/account'
import { isCompleteCode, isValidPhone, sanitiseCode } from '../../../utils/validation'
import * as phoneBinding from '../../../platform/phone-binding'
import { sendWithCaptcha } from '../login-captcha/flow'
import { ThirdPartyLogin } from '../login-way/third-party-login'
import { codeHintOf, type CodeHint } from './code-hint'
import { ACCOUNT_PHONE_WORDING } from '../account-bind/phone-code-fields'
import { createHostPhoneLogin } from './host-phone-login'

export default observer(function LoginPage() {
  const { shop, app } = stores
  useTitle(t('account.login.title'))
  const areas = loginAreasOf(shop.config)
  const [countryCode, setPicked] = useLoginArea(areas)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  // The buyer tapped "Get code" without a usable number: the phone field says what is missing.
  const [askedCode, setAskedCode] = useState(false)
  const phoneOk = isValidPhone(countryCode, phone)
  const [codeHint, setCodeHint] = useState<CodeHint | null>(null)
  const emailOffered = loginMethodsOf(shop.config, app.lang).includes('EMAIL')

  // A send the server finds risky opens the captcha page first, then goes out with its token.
  const send = async () => {
    setCodeHint(null)
    const retryAfter = await sendWithCaptcha((captchaToken) => sendCode(phone, countryCode, 'LOGIN', captchaToken))
    toast(t('account.code.sent'))
    return retryAfter
  }

  const hostLogin = useMemo(() => createHostPhoneLogin(phoneBinding, (body) => account.loginWithHostPhone(body)), [])
  useEffect(() => hostLogin.prepare(), [hostLogin])
  const [hostBusy, setHostBusy] = useState(false)
  const onHostGrant = async (grant: phoneBinding.PhoneGrant) => {
    if (hostBusy) return
    setHostBusy(true)
    try {
      const outcome = await hostLogin.complete(grant)
      if (outcome.kind === 'denied') return toast(t('account.login.hostPhoneDenied'))
      if (outcome.kind === 'unavailable') return toast(t('account.login.hostPhoneUnavailable'))
      toast(t(outcome.result.isNewUser ? 'account.login.welcomeNew' : 'account.login.success'))
      await router.onLoginSuccess()
    } catch {
      // The request module has shown the server's message; the buyer may tap again or use a code.
    } finally {
      setHostBusy(false)
    }
  }

  const { busy, run: submit } = useBusyAction(async () => {
    if (!agreed) return toast(t('account.agree.required'))
    const result = await account.loginWithCode(countryCode, phone, code).catch((err: unknown) => {
      setCodeHint(codeHintOf(err))
      throw err
    })
    toast(t(result.isNewUser ? 'account.login.welcomeNew' : 'account.login.success'))
    await router.onLoginSuccess()
  })

  return (
    <PageShell name='login'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.login.title')}</Text>
        <Text className='account-form__subtitle'>{t('account.login.subtitle')}</Text>
        {hostLogin.available ? (
          <View className='account-form__host'>
            {agreed ? (
              <Button className='form-submit' data-testid='host-phone-login' loading={hostBusy} {...phoneBinding.phoneButtonProps((g) => void onHostGrant(g))}>
                {t('account.login.hostPhone')}
              </Button>
            ) : (
              // The host's prompt must not open before the agreement is ticked, so the button asks first.
              <Button className='form-submit' data-testid='host-phone-login' onClick={() => toast(t('account.agree.required'))}>
                {t('account.login.hostPhone')}
              </Button>
            )}
            <Text className='account-form__note'>{t('account.login.orCode')}</Text>
          </View>
        ) : null}
        <PhoneField areas={areas} countryCode={countryCode} phone={phone} onCountryCode={setPicked} onPhone={setPhone} asked={askedCode} {...ACCOUNT_PHONE_WORDING} />
        <TextField
          label={t('account.field.code')}
          value={code}
          type='number'
          maxlength={6}
          testId='code'
          placeholder={t('account.field.codePlaceholder')}
          onInput={(v) => {
            setCode(sanitiseCode(v))
            // A locked code stays refused whatever is typed: its hint stays until a new code is asked.
            if (!codeHint?.locked) setCodeHint(null)
          }}
          error={codeHint?.text ?? ''}
          extra={<CodeButton send={send} disabled={!phoneOk} onBlocked={() => setAskedCode(true)} resetKey={`${countryCode}:${phone}`} />}
        />
        <Agreement checked={agreed} onChange={setAgreed} />
        <SubmitButton testId='login-submit' disabled={!phoneOk || !isCompleteCode(code)} busy={busy} onClick={submit}>
          {busy ? t('account.login.submitting') : t('account.login.submit')}
        </SubmitButton>
        {emailOffered ? (
          <View className='account-form__links'>
            <Text className='account-form__link' data-testid='to-email-login' onClick={() => router.redirect('loginEmail')}>
              {t('account.login.byEmail')}
            </Text>
          </View>
        ) : null}
        <ThirdPartyLogin page='login' />
      </View>
    </PageShell>
  )
})
