/** TypeBox schemas of the graphic captcha routes (the /login-captcha page). */
import { Type, type Static } from '@sinclair/typebox'
import type { CaptchaChallenge, CaptchaToken } from '../../../../../../types/accounts.js'
import type { Same } from '../../schema.js'

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

const _checks: [Same<Static<typeof CaptchaChallengeSchema>, CaptchaChallenge>, Same<Static<typeof CaptchaTokenSchema>, CaptchaToken>] = [true, true]
void _checks
