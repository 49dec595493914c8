/** TypeBox schemas of the email-and-password routes. */
import { Type } from '@sinclair/typebox'
import { Email, Password } from '../../schema.js'

const Token = Type.String({ minLength: 1, maxLength: 2048 })

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
export const SentSchema = Type.Object({ sent: Type.Literal(true) })
export const ActivatedSchema = Type.Object({ activated: Type.Literal(true), email: Type.String() })
