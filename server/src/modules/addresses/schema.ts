/** TypeBox schemas of the address routes; the response schema mirrors types/addresses.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import type { Address } from '../../../../types/addresses.js'
import { envelopeSchema } from '../../http/envelope.js'

/** Lengths are only bounded here; the service answers the localised rule messages. */
export const AddressBody = Type.Object({
  recipient: Type.String({ maxLength: 200 }),
  phone: Type.String({ maxLength: 40 }),
  countryCode: Type.Optional(Type.String({ maxLength: 8 })),
  area: Type.String({ maxLength: 400 }),
  detail: Type.String({ maxLength: 1000 }),
  isDefault: Type.Optional(Type.Boolean()),
})
export type AddressBody = Static<typeof AddressBody>

export const AddressIdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })
export type AddressIdParams = Static<typeof AddressIdParams>

const AddressSchema = Type.Object({
  addressId: Type.String(),
  recipient: Type.String(),
  countryCode: Type.String(),
  phone: Type.String(),
  area: Type.String(),
  detail: Type.String(),
  isDefault: Type.Boolean(),
  createTime: Type.Number(),
})

export const AddressResponse = envelopeSchema(AddressSchema)
export const AddressListResponse = envelopeSchema(Type.Object({ addresses: Type.Array(AddressSchema) }))
export const AddressDeletedResponse = envelopeSchema(Type.Object({ deleted: Type.Boolean() }))

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof AddressSchema>, Address>>(true)
