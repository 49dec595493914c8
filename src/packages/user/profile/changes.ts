/** The profile form's draft and the PUT body of what changed (kept out of the page so it is unit-tested). */
import type { Profile, ProfileUpdate } from '../../../../types/accounts'

export type Draft = Pick<Profile, 'nickname' | 'sex' | 'birthday' | 'language' | 'messageLanguage'>

export function draftOf(p: Profile): Draft {
  return { nickname: p.nickname, sex: p.sex, birthday: p.birthday, language: p.language, messageLanguage: p.messageLanguage }
}

/** The fields the buyer changed, in the shape PUT user/v3/profile takes. */
export function profileChanges(saved: Profile, draft: Draft): ProfileUpdate {
  const update: ProfileUpdate = {}
  if (draft.nickname.trim() !== saved.nickname) update.nickname = draft.nickname.trim()
  if (draft.sex !== saved.sex) update.sex = draft.sex
  if (saved.birthdayEditable && draft.birthday && draft.birthday !== saved.birthday) update.birthday = draft.birthday
  if (draft.language && draft.language !== saved.language) update.language = draft.language
  if (draft.messageLanguage && draft.messageLanguage !== saved.messageLanguage) update.messageLanguage = draft.messageLanguage
  return update
}
