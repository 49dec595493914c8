/**
 * Account binding (/account-bind): a third-party or channel login whose identity has no buyer yet
 * (15012020) is linked here to a phone (SMS code of purpose BIND) or an email account, then the buyer
 * is logged in and returned to the page that asked for login. The ticket comes from the account store.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmailField, PasswordField, SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { sendCode } from '../../../services/account'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { defaultLoginArea, loginAreasOf, loginMethodsOf } from '../../../stores/account'
import { isCompleteCode, isValidEmail, isValidPhone } from '../../../utils/validation'
import { sendWithCaptcha } from '../login-captcha/flow'
import { PhoneCodeFields, type PhoneCodeValue } from './phone-code-fields'
import './index.css'

export default observer(function AccountBindPage() {
  const { shop, app } = stores
  useTitle(t('account.bind.title'))
  const areas = loginAreasOf(shop.config)
  const methods = loginMethodsOf(shop.config, app.lang)
  const [way, setWay] = useState<'CELLPHONE' | 'EMAIL'>(methods.includes('CELLPHONE') ? 'CELLPHONE' : 'EMAIL')
  const [form, setForm] = useState<PhoneCodeValue>({ countryCode: defaultLoginArea(areas), phone: '', code: '' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const { busy, run: submit } = useBusyAction(async () => {
    if (way === 'CELLPHONE') await account.bindWithPhone(form.countryCode, form.phone, form.code)
    else await account.bindWithEmail(email, password)
    toast(t('account.bind.done'))
    await router.onLoginSuccess()
  })

  if (!account.pendingBind) {
    return (
      <PageShell name='accountBind'>
        <View className='account-form'>
          <Text className='account-form__title'>{t('account.bind.title')}</Text>
          <Text className='account-form__note' data-testid='bind-none'>{t('account.bind.none')}</Text>
          <SubmitButton plain onClick={() => void router.redirect(router.loginRoute())}>{t('account.login.submit')}</SubmitButton>
        </View>
      </PageShell>
    )
  }

  const ready = way === 'CELLPHONE' ? isValidPhone(form.countryCode, form.phone) && isCompleteCode(form.code) : isValidEmail(email) && Boolean(password)
  return (
    <PageShell name='accountBind'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.bind.title')}</Text>
        <Text className='account-form__subtitle'>{t('account.bind.subtitle')}</Text>
        {methods.length > 1 ? (
          <View className='account-tabs'>
            {(['CELLPHONE', 'EMAIL'] as const).map((m) => (
              <Text key={m} className={`account-tabs__tab ${way === m ? 'account-tabs__tab--on' : ''}`} data-testid={`bind-${m}`} onClick={() => setWay(m)}>
                {t(m === 'CELLPHONE' ? 'account.bind.byPhone' : 'account.bind.byEmail')}
              </Text>
            ))}
          </View>
        ) : null}
        {way === 'CELLPHONE' ? (
          <PhoneCodeFields
            areas={areas}
            value={form}
            onChange={setForm}
            send={async () => {
              const wait = await sendWithCaptcha((captchaToken) => sendCode(form.phone, form.countryCode, 'BIND', captchaToken))
              toast(t('account.code.sent'))
              return wait
            }}
          />
        ) : (
          <>
            <EmailField value={email} onInput={setEmail} />
            <PasswordField label={t('account.field.password')} value={password} onInput={setPassword} testId='password' placeholder={t('account.field.passwordPlaceholder')} />
          </>
        )}
        <SubmitButton testId='bind-submit' disabled={!ready} busy={busy} onClick={submit}>
          {t('account.bind.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
