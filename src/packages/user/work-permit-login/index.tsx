/**
 * Work-permit login (/work_permit_login): staff sign in with a phone code of their own purpose. This
 * is a separate identity: it neither needs nor touches a buyer login. It leads to the work permit when
 * the merchant approved one, else to the applications (pending or rejected) or the application form.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { sendWorkPermitCode } from '../../../services/account'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { defaultLoginArea, loginAreasOf } from '../../../stores/account'
import { isCompleteCode, isValidPhone } from '../../../utils/validation'
import { PhoneCodeFields, type PhoneCodeValue } from '../account-bind/phone-code-fields'
import { sendWithCaptcha } from '../login-captcha/flow'

export default observer(function WorkPermitLoginPage() {
  const { shop } = stores
  useTitle(t('account.workPermit.loginTitle'))
  const areas = loginAreasOf(shop.config)
  const [form, setForm] = useState<PhoneCodeValue>({ countryCode: defaultLoginArea(areas), phone: '', code: '' })

  const { busy, run: submit } = useBusyAction(async () => {
    const standing = await account.loginStaff(form.countryCode, form.phone, form.code)
    toast(t('account.login.success'))
    // The login reflects the merchant's decision: the permit itself once approved, the records while
    // an application waits or was rejected, the form for someone who never applied.
    const view = standing === 'APPROVED' ? 'permit' : standing === 'NONE' ? undefined : 'records'
    await router.redirect('workPermitApply', view ? { view } : {})
  })

  return (
    <PageShell name='workPermitLogin'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.workPermit.loginTitle')}</Text>
        <Text className='account-form__subtitle'>{t('account.workPermit.loginSubtitle')}</Text>
        <PhoneCodeFields
          areas={areas}
          value={form}
          onChange={setForm}
          send={async () => {
            const wait = await sendWithCaptcha((captchaToken) => sendWorkPermitCode(form.phone, form.countryCode, captchaToken))
            toast(t('account.code.sent'))
            return wait
          }}
        />
        <SubmitButton testId='staff-login' disabled={!isValidPhone(form.countryCode, form.phone) || !isCompleteCode(form.code)} busy={busy} onClick={submit}>
          {t('account.login.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
