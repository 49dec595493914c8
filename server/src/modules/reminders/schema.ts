/** TypeBox schemas of the reminders routes; the data mirrors types/reminders.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import { REMIND_AHEAD_MAX_MINUTES, type ReminderOptions, type SaleReminder } from '../../../../types/reminders.js'
import { envelopeSchema } from '../../http/envelope.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

export const ReminderBody = Type.Object(
  {
    showId: Id,
    sessionId: Type.Optional(Id),
    method: Type.Union([Type.Literal('SUBSCRIBE'), Type.Literal('SMS')]),
    templateIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' }), { maxItems: 3 })),
    remindNotifyAheadOfMinutes: Type.Integer({ minimum: 0, maximum: REMIND_AHEAD_MAX_MINUTES }),
  },
  { additionalProperties: false },
)
export type ReminderBody = Static<typeof ReminderBody>

export const ShowParams = Type.Object({ showId: Id })
export type ShowParams = Static<typeof ShowParams>

const ReminderData = Type.Object({
  showId: Type.String(),
  sessionId: Type.Union([Type.String(), Type.Null()]),
  method: Type.Union([Type.Literal('SUBSCRIBE'), Type.Literal('SMS')]),
  templateIds: Type.Array(Type.String()),
  remindNotifyAheadOfMinutes: Type.Integer(),
  saleTime: Type.Number(),
  remindAt: Type.Number(),
})
export const ReminderResponse = envelopeSchema(ReminderData)
export const ReminderStateResponse = envelopeSchema(Type.Union([ReminderData, Type.Null()]))
const OptionsData = Type.Object({ templateIds: Type.Array(Type.String()), remindNotifyAheadOfMinutesChoices: Type.Array(Type.Integer()) })
export const OptionsResponse = envelopeSchema(OptionsData)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof ReminderData>, SaleReminder>>(true)
agree<Same<Static<typeof OptionsData>, ReminderOptions>>(true)
