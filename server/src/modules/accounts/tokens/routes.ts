/** Token routes (prefix /api): rotate a refresh token, and log out (end the session's refresh family). */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { authFailure, requireUser, userOf } from '../../../http/auth.js'
import { envelopeSchema, ok } from '../../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../../http/merchant.js'
import type { AccountsModule } from '../index.js'
import { LogoutBody, RefreshTokenBody, TokenPairSchema } from './schema.js'

export const tokenRoutes: FastifyPluginAsync<{ accounts: AccountsModule }> = async (app, { accounts }) => {
  const { tokens, repo } = accounts

  app.post<{ Body: Static<typeof RefreshTokenBody> }>(
    '/user/pub/v1/refresh_token',
    { preHandler: requireMerchant, schema: { body: RefreshTokenBody, response: { 200: envelopeSchema(TokenPairSchema) } } },
    async (request) => {
      const result = await tokens.refresh(repo, merchantOf(request).merchantId, request.body.refreshToken)
      if (result.ok) return ok({ accessToken: result.accessToken, refreshToken: result.refreshToken, userId: result.userId })
      request.log.info({ reason: result.reason }, 'refresh refused')
      if (result.reason === 'LOGGED_IN_ELSEWHERE') return authFailure(request.ctx.lang, 'LOGGED_IN_ELSEWHERE')
      if (result.reason === 'LOGOUT') return authFailure(request.ctx.lang, 'LOGGED_OUT')
      return authFailure(request.ctx.lang, 'LOGIN_EXPIRED')
    },
  )

  app.post<{ Body: Static<typeof LogoutBody> }>(
    '/user/v1/user_logout',
    { preHandler: [requireMerchant, requireUser], schema: { body: LogoutBody, response: { 200: envelopeSchema(Type.Object({ loggedOut: Type.Literal(true) })) } } },
    async (request) => {
      // Ends the refresh family and, through the session row, every access token of it (→ 10002008).
      await repo.endSession(userOf(request).sessionId, 'LOGOUT', new Date(accounts.now()))
      return ok({ loggedOut: true as const })
    },
  )
}
