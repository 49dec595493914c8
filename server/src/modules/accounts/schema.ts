/** TypeBox schemas of the accounts routes; data schemas mirror types/accounts.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { CaptchaChallenge, CaptchaToken, LoginResult, PrimePrivilege, Profile } from '../../../../types/accounts.js'
import { envelopeSchema } from '../../http/envelope.js'

const LangSchema = Type.Union([Type.Literal('zh-CN'), Type.Literal('zh-MO'), Type.Literal('en-US')])
const SexSchema = Type.Union([Type.Literal('MAN'), Type.Literal('WOMAN'), Type.Literal('UNKNOWN')])
const Phone = Type.String({ minLength: 1, maxLength: 20 })
const CountryCode = Type.String({ minLength: 1, maxLength: 5 })
const Email = Type.String({ minLength: 1, maxLength: 254 })
/** Long enough for any valid password; the 8–20 rule gives its own localised messages. */
const Password = Type.String({ minLength: 1, maxLength: 128 })
const Token = Type.String({ minLength: 1, maxLength: 2048 })

export const SendCodeBody = Type.Object({
  cellphone: Phone,
  countryCode: Type.Optional(CountryCode),
  purpose: Type.Optional(Type.Union([Type.Literal('LOGIN'), Type.Literal('BIND'), Type.Literal('RESET')])),
  captchaToken: Type.Optional(Type.String({ maxLength: 256 })),
})

export const CaptchaScopeSchema = Type.Literal('LOGIN_SMS')
export const CaptchaIssueBody = Type.Object({ scope: CaptchaScopeSchema })
/** Lengths are loose on purpose: a malformed id or answer gets the localised captcha message, not a schema one. */
export const CaptchaVerifyBody = Type.Object({
  captchaId: Type.String({ maxLength: 128 }),
  answer: Type.String({ maxLength: 64 }),
})
export const CaptchaChallengeSchema = Type.Object({
  captchaId: Type.String(),
  scope: CaptchaScopeSchema,
  image: Type.String(),
  answerLength: Type.Integer(),
  expiresInSeconds: Type.Integer(),
})
export const CaptchaTokenSchema = Type.Object({ captchaToken: Type.String(), scope: CaptchaScopeSchema, expiresInSeconds: Type.Integer() })
/** Data of the captcha failures: 40111 (which scope), 40112 (tries left), 429 (wait). */
export const CaptchaFailureSchema = Type.Union([
  Type.Object({ captchaScope: CaptchaScopeSchema }),
  Type.Object({ attemptsLeft: Type.Integer(), refresh: Type.Boolean() }),
])
export const LoginOrRegisterBody = Type.Object({
  cellphone: Phone,
  verifyCode: Type.String({ minLength: 1, maxLength: 10 }),
  countryCode: Type.Optional(CountryCode),
})
export const RefreshTokenBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 256 }) })
export const LogoutBody = Type.Optional(
  Type.Object({ appId: Type.Optional(Type.String({ maxLength: 128 })), openId: Type.Optional(Type.String({ maxLength: 128 })) }),
)
export const CreateAccountBody = Type.Object({
  email: Email,
  password: Password,
  nickname: Type.Optional(Type.String({ maxLength: 40 })),
})
export const EmailBody = Type.Object({ email: Email })
export const EmailLoginBody = Type.Object({ email: Email, password: Password })
export const TokenBody = Type.Object({ token: Token })
export const SetPasswordBody = Type.Object({ token: Token, password: Password })
export const ChangePasswordBody = Type.Object({ oldPassword: Password, newPassword: Password })
export const ProfileUpdateBody = Type.Object({
  nickname: Type.Optional(Type.String({ maxLength: 100 })),
  avatar: Type.Optional(Type.String({ maxLength: 1024 })),
  sex: Type.Optional(SexSchema),
  birthday: Type.Optional(Type.String({ maxLength: 10 })),
  language: Type.Optional(LangSchema),
  messageLanguage: Type.Optional(LangSchema),
})

export const RetryAfterSchema = Type.Object({ retryAfterSeconds: Type.Integer() })
export const LoginResultSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  userId: Type.String(),
  isNewUser: Type.Boolean(),
})
export const TokenPairSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String(), userId: Type.String() })
export const SentSchema = Type.Object({ sent: Type.Literal(true) })
export const ProfileSchema = Type.Object({
  userId: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  countryCode: Type.String(),
  cellphone: Type.String(),
  email: Type.String(),
  sex: SexSchema,
  birthday: Type.String(),
  birthdayEditable: Type.Boolean(),
  language: Type.Union([LangSchema, Type.Literal('')]),
  messageLanguage: Type.Union([LangSchema, Type.Literal('')]),
  hasPassword: Type.Boolean(),
})
export const PrimePrivilegeSchema = Type.Object({
  primeLevelName: Type.String(),
  showDiscountPrivileges: Type.Array(
    Type.Object({ privilegeId: Type.String(), belongTo: Type.String(), targetName: Type.String() }),
  ),
  showDiscountPrivilegeVo: Type.Union([Type.Object({ formatDiscount: Type.String() }), Type.Null()]),
  itemDiscountPrivilegeVo: Type.Union([Type.Object({ formatDiscount: Type.String() }), Type.Null()]),
  couponPackageDiscountPrivilegeVo: Type.Union([Type.Object({ formatDiscount: Type.String() }), Type.Null()]),
})

/** Envelope whose data is `data`, or {retryAfterSeconds} on a refusal that says how long to wait. */
export const envelopeOrWait = <T extends TSchema>(data: T) => envelopeSchema(Type.Union([data, RetryAfterSchema]))

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _checks: [
  Same<Static<typeof LoginResultSchema>, LoginResult>,
  Same<Static<typeof ProfileSchema>, Profile>,
  Same<Static<typeof PrimePrivilegeSchema>, PrimePrivilege>,
  Same<Static<typeof CaptchaChallengeSchema>, CaptchaChallenge>,
  Same<Static<typeof CaptchaTokenSchema>, CaptchaToken>,
] = [true, true, true, true, true]
void _checks

/** login_check: `{ ok: true }`, or on 22046007/22046008 the facts behind the refusal (LoginCheckProblem). */
export const LoginCheckSchema = Type.Union([
  Type.Object({ ok: Type.Literal(true) }),
  Type.Object({
    loginMethod: Type.String(),
    countryCode: Type.String(),
    areaSupported: Type.Boolean(),
    methodSupported: Type.Boolean(),
    methodsInLanguage: Type.Array(Type.String()),
    languagesWithMethod: Type.Array(Type.String()),
  }),
])
