/** TypeBox schemas of the token routes (refresh, logout). */
import { Type } from '@sinclair/typebox'

export const RefreshTokenBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 256 }) })
export const LogoutBody = Type.Optional(
  Type.Object({ appId: Type.Optional(Type.String({ maxLength: 128 })), openId: Type.Optional(Type.String({ maxLength: 128 })) }),
)
export const TokenPairSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String(), userId: Type.String() })
