/** Nickname edit (/nickname-edit): 1–20 characters, saved through the profile and shown everywhere. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { SubmitButton, TextField, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { account } from '../../../stores/account-instance'
import { isValidNickname } from '../../../stores/account'
import { NICKNAME_MAX_CHARS } from '../../../../types/accounts'

export default observer(function NicknameEditPage() {
  useTitle(t('account.nickname.title'))
  const [nickname, setNickname] = useState<string | null>(null)
  useEffect(() => {
    if (!account.profile) void account.loadProfile()
  }, [])
  const value = nickname ?? account.profile?.nickname ?? ''
  const ok = isValidNickname(value) && value.trim() !== (account.profile?.nickname ?? '')

  const { busy, run: save } = useBusyAction(async () => {
    await account.updateProfile({ nickname: value.trim() })
    toast(t('account.nickname.saved'))
    await router.back()
  })

  return (
    <PageShell name='nicknameEdit'>
      <View className='account-form'>
        <TextField
          label={t('account.field.nickname')}
          value={value}
          maxlength={NICKNAME_MAX_CHARS}
          testId='nickname'
          placeholder={t('account.field.nicknamePlaceholder')}
          onInput={setNickname}
          error={value && !isValidNickname(value) ? t('account.nickname.rule') : ''}
        />
        <Text className='account-form__note'>{t('account.nickname.rule')}</Text>
        <SubmitButton testId='nickname-save' disabled={!ok} busy={busy} onClick={save}>
          {t('account.nickname.save')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
