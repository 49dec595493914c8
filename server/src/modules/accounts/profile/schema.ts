/** TypeBox schemas of the profile, privilege and login-check routes. */
import { Type, type Static } from '@sinclair/typebox'
import type { PrimePrivilege, Profile } from '../../../../../types/accounts.js'
import { LangSchema, type Same } from '../schema.js'

const SexSchema = Type.Union([Type.Literal('MAN'), Type.Literal('WOMAN'), Type.Literal('UNKNOWN')])

export const ProfileUpdateBody = Type.Object({
  nickname: Type.Optional(Type.String({ maxLength: 100 })),
  avatar: Type.Optional(Type.String({ maxLength: 1024 })),
  sex: Type.Optional(SexSchema),
  birthday: Type.Optional(Type.String({ maxLength: 10 })),
  language: Type.Optional(LangSchema),
  messageLanguage: Type.Optional(LangSchema),
})
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

const _checks: [Same<Static<typeof ProfileSchema>, Profile>, Same<Static<typeof PrimePrivilegeSchema>, PrimePrivilege>] = [true, true]
void _checks
