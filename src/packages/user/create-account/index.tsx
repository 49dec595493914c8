/**
 * Create an email account (/create-account?email=): email, nickname, a new password with its rules,
 * the agreement. The server mails an activation link, so the next page says to check the inbox.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { Agreement, EmailField, PasswordField, SubmitButton, TextField, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { createAccount } from '../../../services/account'
import { isValidEmail, passwordProblem } from '../../../utils/validation'

export default observer(function CreateAccountPage() {
  useTitle(t('account.create.title'))
  const [email, setEmail] = useState(useRouter().params.email ?? '')
  const [nickname, setNickname] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [agreed, setAgreed] = useState(false)
  const emailOk = isValidEmail(email)
  const mismatch = confirm !== '' && confirm !== password
  const ready = emailOk && passwordProblem(password) === null && confirm === password

  const { busy, run: submit } = useBusyAction(async () => {
    if (!agreed) return toast(t('account.agree.required'))
    await createAccount({ email, password, ...(nickname.trim() ? { nickname: nickname.trim() } : {}) })
    await router.redirect('checkEmail', { email, kind: 'activate' })
  })

  return (
    <PageShell name='createAccount'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.create.title')}</Text>
        <EmailField value={email} onInput={setEmail} />
        <TextField label={t('account.field.nickname')} value={nickname} maxlength={40} testId='nickname' placeholder={t('account.field.nicknamePlaceholder')} onInput={setNickname} />
        <PasswordField label={t('account.field.password')} value={password} onInput={setPassword} showRules testId='password' placeholder={t('account.field.passwordPlaceholder')} />
        <PasswordField
          label={t('account.field.confirmPassword')}
          value={confirm}
          onInput={setConfirm}
          testId='confirm-password'
          placeholder={t('account.field.confirmPlaceholder')}
          error={mismatch ? t('account.invalid.mismatch') : ''}
        />
        <Agreement checked={agreed} onChange={setAgreed} />
        <SubmitButton testId='create-submit' disabled={!ready} busy={busy} onClick={submit}>
          {t('account.create.submit')}
        </SubmitButton>
        <View className='account-form__links'>
          <Text className='account-form__link' onClick={() => router.redirect('loginEmail')}>
            {t('account.create.haveAccount')}
          </Text>
        </View>
      </View>
    </PageShell>
  )
})
