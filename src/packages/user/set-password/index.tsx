/** Reset link target (/set-password?token=): a new password with its rules, then email login. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { PasswordField, SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { setPassword } from '../../../services/account'
import { passwordProblem } from '../../../utils/validation'

export default observer(function SetPasswordPage() {
  const token = useRouter().params.token ?? ''
  useTitle(t('account.setPassword.title'))
  const [password, setValue] = useState('')
  const [confirm, setConfirm] = useState('')
  const ready = passwordProblem(password) === null && confirm === password

  const { busy, run: submit } = useBusyAction(async () => {
    await setPassword({ token, password })
    toast(t('account.setPassword.done'))
    await router.redirect('loginEmail')
  })

  return (
    <PageShell name='setPassword'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.setPassword.title')}</Text>
        {token ? (
          <>
            <PasswordField label={t('account.field.newPassword')} value={password} onInput={setValue} showRules testId='password' placeholder={t('account.field.passwordPlaceholder')} />
            <PasswordField
              label={t('account.field.confirmPassword')}
              value={confirm}
              onInput={setConfirm}
              testId='confirm-password'
              placeholder={t('account.field.confirmPlaceholder')}
              error={confirm !== '' && confirm !== password ? t('account.invalid.mismatch') : ''}
            />
            <SubmitButton testId='set-password-submit' disabled={!ready} busy={busy} onClick={submit}>
              {t('account.submit')}
            </SubmitButton>
          </>
        ) : (
          <Text className='account-form__note'>{t('account.setPassword.noToken')}</Text>
        )}
      </View>
    </PageShell>
  )
})
