/** TypeBox schemas of third-party and channel login and account binding. */
import { Type, type Static } from '@sinclair/typebox'
import type { MiniPreLoginResult } from '../../../../../types/accounts.js'
import type { Same } from '../schema.js'

const Token = Type.String({ minLength: 1, maxLength: 4096 })
const Short = (max: number) => Type.String({ maxLength: max })

// Need-bind tickets are made by the server only and answered in the 15012020 data; a ticket a client
// sends with a login is not part of the body and is never adopted.
export const GoogleLoginBody = Type.Object({ googleCsrfToken: Token })
export const AppleLoginBody = Type.Object({ identityToken: Token })
export const ChannelOauthBody = Type.Object({ authCode: Token, channelCode: Type.String({ minLength: 1, maxLength: 64 }) })
export const MiniPreLoginBody = Type.Object({ authCode: Token, appId: Type.String({ minLength: 1, maxLength: 64 }) })
export const MiniBindPhoneBody = Type.Object({
  encryptedData: Type.String({ minLength: 1, maxLength: 4096 }),
  initVector: Type.String({ minLength: 1, maxLength: 64 }),
  bindTicket: Type.Optional(Short(128)),
  authCode: Type.Optional(Token),
  appId: Type.String({ minLength: 1, maxLength: 64 }),
  openId: Type.Optional(Short(128)),
  unionId: Type.Optional(Short(128)),
  sessionKey: Type.Optional(Short(128)),
  invitePageId: Type.Optional(Short(128)),
  sign: Type.Optional(Short(2048)),
})
export const BindAccountBody = Type.Union([
  Type.Object({
    bindTicket: Type.String({ minLength: 1, maxLength: 128 }),
    cellphone: Type.String({ minLength: 1, maxLength: 20 }),
    countryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
    verifyCode: Type.String({ minLength: 1, maxLength: 10 }),
  }),
  Type.Object({
    bindTicket: Type.String({ minLength: 1, maxLength: 128 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  }),
])
export const SandboxMintBody = Type.Object({
  provider: Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE'), Type.Literal('CHANNEL'), Type.Literal('MINI')]),
  subject: Type.String({ minLength: 1, maxLength: 128 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  channelCode: Type.Optional(Type.String({ maxLength: 64 })),
  appId: Type.Optional(Type.String({ maxLength: 64 })),
})

const LoginFields = {
  accessToken: Type.String(),
  refreshToken: Type.String(),
  userId: Type.String(),
  isNewUser: Type.Boolean(),
}
export const MiniPreLoginSchema = Type.Union([
  Type.Object({ loggedIn: Type.Literal(true), ...LoginFields }),
  Type.Object({ loggedIn: Type.Literal(false), bindTicket: Type.String(), openId: Type.String(), unionId: Type.String() }),
])
export const NeedBindSchema = Type.Object({
  bindTicket: Type.String(),
  provider: Type.String(),
  email: Type.String(),
  expiresInSeconds: Type.Integer(),
})
const _checks: [Same<Static<typeof MiniPreLoginSchema>, MiniPreLoginResult>] = [true]
void _checks
