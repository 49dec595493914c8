/** TypeBox schemas of the unregistration routes. */
import { Type, type Static } from '@sinclair/typebox'
import type { UnregisterCodeSent } from '../../../../../types/accounts.js'
import type { Same } from '../schema.js'

export const UnregisterBody = Type.Object({ verifyCode: Type.String({ minLength: 1, maxLength: 10 }) })
export const UnregisterCodeSchema = Type.Object({
  retryAfterSeconds: Type.Integer(),
  channel: Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL')]),
  maskedTarget: Type.String(),
})

const _checks: [Same<Static<typeof UnregisterCodeSchema>, UnregisterCodeSent>] = [true]
void _checks
