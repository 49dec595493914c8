/**
 * Member profile (/member-profile, login needed): avatar (avatar-row.tsx, saved at once), nickname, gender, birthday (settable once, with a
 * confirm), language and message language among the shop's; phone and email shown read-only.
 * Only changed fields are sent.
 */
import '../messages'
import { Picker, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { NICKNAME_MAX_CHARS, type Sex } from '../../../../types/accounts'
import { confirm, SubmitButton, TextField, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { LANGS, t, type Lang } from '../../../i18n'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { isValidNickname, maskPhone } from '../../../stores/account'
import { isValidBirthday } from '../../../utils/validation'
import { AvatarRow } from './avatar-row'
import { draftOf, profileChanges, type Draft } from './changes'

const SEXES: Sex[] = ['MAN', 'WOMAN', 'UNKNOWN']

export default observer(function ProfilePage() {
  const { shop } = stores
  useTitle(t('route.memberProfile'))
  const profile = account.profile
  const [draft, setDraft] = useState<Draft | null>(profile ? draftOf(profile) : null)

  useEffect(() => {
    void account.loadProfile().then((p) => p && setDraft(draftOf(p)))
  }, [])

  const langs = shop.config?.supportLanguages?.map((l) => ({ tag: l.langTag, name: l.langName })) ?? LANGS.map((tag) => ({ tag, name: tag }))
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d))

  const { busy, run: save } = useBusyAction(async () => {
    if (!profile || !draft) return
    const update = profileChanges(profile, draft)
    if (!Object.keys(update).length) return toast(t('account.saved'))
    if (update.birthday && !(await confirm(t('account.profile.birthdayConfirm', { date: update.birthday })))) return
    const saved = await account.updateProfile(update)
    setDraft(draftOf(saved))
    toast(t('account.saved'))
  })

  if (!profile || !draft) {
    return (
      <PageShell name='memberProfile'>
        <View className='account-form'>
          <Text className='account-form__note'>{account.profileState === 'error' ? t('account.profile.loadFailed') : '…'}</Text>
          {account.profileState === 'error' ? (
            <SubmitButton plain onClick={() => void account.loadProfile().then((p) => p && setDraft(draftOf(p)))}>
              {t('account.retry')}
            </SubmitButton>
          ) : null}
        </View>
      </PageShell>
    )
  }

  const today = new Date().toISOString().slice(0, 10)
  // The server's rule (1–20 characters); an account that never set a nickname may keep it empty.
  const nicknameOk = isValidNickname(draft.nickname) || (draft.nickname.trim() === '' && profile.nickname === '')
  const langChips = (value: Lang | '', onPick: (l: Lang) => void, testId: string) => (
    <View className='account-chips' data-testid={testId}>
      {langs.map((l) => (
        <Text key={l.tag} className={`account-chip ${value === l.tag ? 'account-chip--on' : ''}`} data-value={l.tag} onClick={() => onPick(l.tag)}>
          {l.name}
        </Text>
      ))}
    </View>
  )

  return (
    <PageShell name='memberProfile'>
      <Section>
        <AvatarRow />
      </Section>
      <Section>
        <View className='account-rows'>
          <View className='account-row'>
            <Text>{t('account.profile.phone')}</Text>
            <Text className='account-row__value'>{profile.cellphone ? `+${profile.countryCode} ${maskPhone(profile.cellphone)}` : t('account.profile.none')}</Text>
          </View>
          <View className='account-row'>
            <Text>{t('account.profile.email')}</Text>
            <Text className='account-row__value'>{profile.email || t('account.profile.none')}</Text>
          </View>
        </View>
      </Section>
      <View className='account-form'>
        <TextField
          label={t('account.field.nickname')}
          value={draft.nickname}
          maxlength={NICKNAME_MAX_CHARS}
          testId='nickname'
          onInput={(v) => set({ nickname: v })}
          placeholder={t('account.field.nicknamePlaceholder')}
          error={nicknameOk ? '' : t('account.nickname.rule')}
        />
        <View className='form-field'>
          <Text className='form-field__label'>{t('account.profile.sex')}</Text>
          <View className='account-chips' data-testid='sex'>
            {SEXES.map((s) => (
              <Text key={s} className={`account-chip ${draft.sex === s ? 'account-chip--on' : ''}`} data-value={s} onClick={() => set({ sex: s })}>
                {t(`account.profile.sex.${s}`)}
              </Text>
            ))}
          </View>
        </View>
        <View className='form-field' data-testid='birthday' data-editable={profile.birthdayEditable ? '1' : '0'}>
          <Text className='form-field__label'>{t('account.profile.birthday')}</Text>
          {profile.birthdayEditable ? (
            <Picker mode='date' value={draft.birthday || '1990-01-01'} start='1900-01-01' end={today} onChange={(e) => isValidBirthday(String(e.detail.value)) && set({ birthday: String(e.detail.value) })}>
              <View className='form-field__row'>
                <Text className='form-field__input account-picker'>{draft.birthday || t('account.profile.birthdayChoose')}</Text>
              </View>
            </Picker>
          ) : (
            <View className='form-field__row'>
              <Text className='form-field__input account-picker'>{profile.birthday}</Text>
            </View>
          )}
          <Text className='form-field__hint'>{t('account.profile.birthdayOnce')}</Text>
        </View>
        <View className='form-field'>
          <Text className='form-field__label'>{t('account.profile.language')}</Text>
          {langChips(draft.language, (l) => set({ language: l }), 'profile-language')}
        </View>
        <View className='form-field'>
          <Text className='form-field__label'>{t('account.profile.messageLanguage')}</Text>
          {langChips(draft.messageLanguage, (l) => set({ messageLanguage: l }), 'profile-message-language')}
        </View>
        <SubmitButton testId='profile-save' disabled={!nicknameOk} busy={busy} onClick={save}>
          {t('account.save')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
