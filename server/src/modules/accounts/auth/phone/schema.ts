/** TypeBox schemas of the phone-code login routes. */
import { Type } from '@sinclair/typebox'
import { CountryCode, Phone } from '../../schema.js'

export const SendCodeBody = Type.Object({
  cellphone: Phone,
  countryCode: Type.Optional(CountryCode),
  purpose: Type.Optional(Type.Union([Type.Literal('LOGIN'), Type.Literal('BIND'), Type.Literal('RESET')])),
  captchaToken: Type.Optional(Type.String({ maxLength: 256 })),
})
export const LoginOrRegisterBody = Type.Object({
  cellphone: Phone,
  verifyCode: Type.String({ minLength: 1, maxLength: 10 }),
  countryCode: Type.Optional(CountryCode),
})
