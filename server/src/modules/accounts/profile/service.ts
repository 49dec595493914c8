/** Profile read and update, member privileges (empty until membership exists) and the login check. */
import { ACCOUNT_STATUS, type LoginCheckProblem, type Profile, type ProfileUpdate, type PrimePrivilege } from '../../../../../types/accounts.js'
import { STATUS } from '../../../../../types/api.js'
import type { AuthUser } from '../../../http/auth.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Caller, type Outcome } from '../outcome.js'
import { methodsFor } from '../login-methods.js'
import type { UserRow } from '../repository.js'
import { fileKeyOf } from '../uploads/service.js'
import { isValidBirthday, isValidNickname } from '../validation.js'

export interface ProfileService {
  get(caller: Caller, user: AuthUser): Promise<Outcome<Profile>>
  /**
   * Apply the given fields; all are checked before anything changes. Birthday may be set once. The
   * avatar is '' or a picture this buyer uploaded to this merchant through the upload flow, named by
   * the URL the upload answered at `origin` (PUBLIC_BASE_URL or the request's own origin).
   */
  update(caller: Caller, user: AuthUser, patch: ProfileUpdate, origin: string): Promise<Outcome<Profile>>
  primePrivilege(caller: Caller, user: AuthUser): Promise<Outcome<PrimePrivilege>>
  /**
   * 22046007 when the request language's login methods exclude the session's method, 22046008 when the
   * phone login's country code is outside the shop's login areas (spec accounts §4); the failure's data
   * (LoginCheckProblem) holds both facts so the app can pick the right login_warn_tips dialog.
   */
  loginCheck(caller: Caller, user: AuthUser): Promise<Outcome<{ ok: true }>>
}

export function toProfile(u: UserRow): Profile {
  return {
    userId: u.userId,
    nickname: u.nickname,
    avatar: u.avatar,
    countryCode: u.countryCode,
    cellphone: u.cellphone ?? '',
    email: u.email ?? '',
    sex: u.sex,
    birthday: u.birthday ?? '',
    birthdayEditable: u.birthday === null,
    language: u.language ?? '',
    messageLanguage: u.messageLanguage ?? '',
    hasPassword: Boolean(u.passwordHash),
  }
}

export function createProfileService(deps: AccountsDeps): ProfileService {
  const { repo, now } = deps

  /** '' (no avatar), or the URL of an avatar picture this buyer uploaded to this merchant. */
  async function isOwnAvatar(caller: Caller, user: AuthUser, url: string, origin: string): Promise<boolean> {
    if (url === '') return true
    const key = fileKeyOf(url, origin, caller.merchantId)
    if (!key) return false
    const file = await repo.findUpload(caller.merchantId, key)
    return file?.userId === user.userId && file.scene === 'AVATAR'
  }

  return {
    async get(caller, user) {
      const row = await repo.findUserById(caller.merchantId, user.userId)
      if (!row) return failure(STATUS.NOT_FOUND, 'account.gone')
      return done(toProfile(row))
    },

    async update(caller, user, patch, origin) {
      const row = await repo.findUserById(caller.merchantId, user.userId)
      if (!row) return failure(STATUS.NOT_FOUND, 'account.gone')
      const at = new Date(now())
      const set: Partial<UserRow> = {}
      if (patch.nickname !== undefined) {
        const nickname = patch.nickname.trim()
        if (!isValidNickname(nickname)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'profile.nickname')
        set.nickname = nickname
      }
      if (patch.avatar !== undefined) {
        if (!(await isOwnAvatar(caller, user, patch.avatar, origin))) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'profile.avatarUpload')
        set.avatar = patch.avatar
      }
      if (patch.sex !== undefined) set.sex = patch.sex
      const languages = (await repo.loginConfig(caller.merchantId)).languages.map((l) => l.langTag)
      for (const field of ['language', 'messageLanguage'] as const) {
        const value = patch[field]
        if (value === undefined) continue
        if (!languages.includes(value)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'profile.language')
        set[field] = value
      }
      let birthday: string | undefined
      if (patch.birthday !== undefined && patch.birthday !== row.birthday) {
        if (row.birthday !== null) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'profile.birthdayOnce')
        if (!isValidBirthday(patch.birthday, at)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'profile.birthday')
        birthday = patch.birthday
      }
      const updated = await repo.transaction(async (tx) => {
        // Conditional update: two concurrent first settings cannot both win.
        if (birthday !== undefined && !(await tx.setBirthdayOnce(caller.merchantId, user.userId, birthday, at))) return null
        return Object.keys(set).length ? tx.updateUser(caller.merchantId, user.userId, set, at) : tx.findUserById(caller.merchantId, user.userId)
      })
      if (updated === null) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'profile.birthdayOnce')
      if (!updated) return failure(STATUS.NOT_FOUND, 'account.gone')
      return done(toProfile(updated))
    },

    async primePrivilege(caller, user) {
      if (!deps.primePrivilege) return done({ primeLevelName: '', showDiscountPrivileges: [], showDiscountPrivilegeVo: null, itemDiscountPrivilegeVo: null, couponPackageDiscountPrivilegeVo: null })
      return done(await deps.primePrivilege({ merchantId: caller.merchantId, lang: caller.lang, fallback: caller.lang }, user.userId))
    },

    async loginCheck(caller, user) {
      const cfg = await repo.loginConfig(caller.merchantId)
      const method = user.loginMethod
      const inLanguage = methodsFor(cfg, caller.lang)
      // Only email and phone logins depend on the language's methods; third-party logins do not.
      const methodSupported = (method !== 'CELLPHONE' && method !== 'EMAIL') || inLanguage.includes(method)
      // The area rule is about a phone login's country code; an email login with a phone on file is not judged by it.
      const areaSupported = !user.cellphone || method === 'EMAIL' || cfg.areas.includes(user.countryCode)
      if (methodSupported && areaSupported) return done({ ok: true as const })
      const data: LoginCheckProblem = {
        loginMethod: method,
        countryCode: method === 'EMAIL' ? '' : user.countryCode,
        areaSupported,
        methodSupported,
        methodsInLanguage: inLanguage.filter((m): m is 'CELLPHONE' | 'EMAIL' => m === 'CELLPHONE' || m === 'EMAIL'),
        languagesWithMethod: cfg.languages.filter((l) => l.langTag !== caller.lang && (l.loginMethods as string[]).includes(method)).map((l) => l.langTag),
      }
      if (!methodSupported) return failure(STATUS.LANGUAGE_POPUP_A, 'loginWarn.language', { mode: 'alert', actText: 'loginWarn.switch', data })
      return failure(STATUS.LANGUAGE_POPUP_B, 'loginWarn.area', { mode: 'alert', actText: 'action.login', data })
    },
  }
}
