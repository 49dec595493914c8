/**
 * Change password (/change-password, login needed): current password, a new one with its rules.
 * The server ends the buyer's other sessions; this one stays logged in.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { PasswordField, SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { changePassword } from '../../../services/account'
import { passwordProblem } from '../../../utils/validation'

export default observer(function ChangePasswordPage() {
  useTitle(t('account.changePassword.title'))
  const [oldPassword, setOld] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirm, setConfirm] = useState('')
  const ready = oldPassword !== '' && passwordProblem(newPassword) === null && confirm === newPassword

  const { busy, run: submit } = useBusyAction(async () => {
    await changePassword({ oldPassword, newPassword })
    toast(t('account.changePassword.done'))
    await router.back()
  })

  return (
    <PageShell name='changePassword'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.changePassword.title')}</Text>
        <PasswordField label={t('account.field.oldPassword')} value={oldPassword} onInput={setOld} testId='old-password' placeholder={t('account.field.passwordPlaceholder')} />
        <PasswordField label={t('account.field.newPassword')} value={newPassword} onInput={setNew} showRules testId='new-password' placeholder={t('account.field.passwordPlaceholder')} />
        <PasswordField
          label={t('account.field.confirmPassword')}
          value={confirm}
          onInput={setConfirm}
          testId='confirm-password'
          placeholder={t('account.field.confirmPlaceholder')}
          error={confirm !== '' && confirm !== newPassword ? t('account.invalid.mismatch') : ''}
        />
        <SubmitButton testId='change-password-submit' disabled={!ready} busy={busy} onClick={submit}>
          {t('account.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
