/**
 * TypeBox pieces shared by the accounts routes: field types and the answers several sub-domains give
 * (login tokens, "wait this long"). Each sub-domain keeps its own bodies and answers in its schema.ts;
 * data schemas mirror types/accounts.ts (checked at compile time with `Same`).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { CodeTries, LoginResult } from '../../../../types/accounts.js'
import { envelopeSchema } from '../../http/envelope.js'

export const LangSchema = Type.Union([Type.Literal('zh-CN'), Type.Literal('zh-MO'), Type.Literal('en-US')])
export const Phone = Type.String({ minLength: 1, maxLength: 20 })
export const CountryCode = Type.String({ minLength: 1, maxLength: 5 })
export const Email = Type.String({ minLength: 1, maxLength: 254 })
/** Long enough for any valid password; the 8–20 rule gives its own localised messages. */
export const Password = Type.String({ minLength: 1, maxLength: 128 })

export const RetryAfterSchema = Type.Object({ retryAfterSeconds: Type.Integer() })
/** A wrong one-time code's answer (codes/service.ts). List it before RetryAfterSchema in a union: the serialiser takes the first match. */
export const CodeTriesSchema = Type.Object({ attemptsLeft: Type.Integer(), retryAfterSeconds: Type.Optional(Type.Integer()) })
export const LoginResultSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  userId: Type.String(),
  isNewUser: Type.Boolean(),
})

/** Envelope whose data is `data`, or {retryAfterSeconds} on a refusal that says how long to wait. */
export const envelopeOrWait = <T extends TSchema>(data: T) => envelopeSchema(Type.Union([data, RetryAfterSchema]))

/** Compile-time check that a schema's static type is exactly the contract type. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _checks: [Same<Static<typeof LoginResultSchema>, LoginResult>, Same<Static<typeof CodeTriesSchema>, CodeTries>] = [true, true]
void _checks
