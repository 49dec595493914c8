/**
 * Accounts routes (prefix /api): each sub-domain registers its own (schema + delegate). Public calls
 * carry a `pub` segment; the rest pass the auth hook (http/auth.ts) and read the caller from
 * request.user. Every route needs a merchant, except the venue staff's review routes (their token
 * decides it).
 */
import type { FastifyPluginAsync } from 'fastify'
import { captchaRoutes } from './auth/captcha/routes.js'
import { emailRoutes } from './auth/email/routes.js'
import { phoneRoutes } from './auth/phone/routes.js'
import { certificationRoutes } from './certification/routes.js'
import { identityRoutes } from './identity/routes.js'
import type { AccountsModule } from './index.js'
import { profileRoutes } from './profile/routes.js'
import { tokenRoutes } from './tokens/routes.js'
import { unregisterRoutes } from './unregister/routes.js'
import { uploadRoutes } from './uploads/routes.js'
import { workPermitReviewRoutes } from './work-permit/review-routes.js'
import { workPermitRoutes } from './work-permit/routes.js'

export interface AccountsRoutesOptions {
  accounts: AccountsModule
}

export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, { accounts }) => {
  // Load the signing secret before the first request: on PGlite (one connection) creating it inside a
  // login transaction would wait on itself. A failure here is retried lazily on first use.
  app.addHook('onReady', async () => {
    await accounts.ready().catch((err: unknown) => app.log.warn({ err }, 'auth secret not loaded yet'))
  })

  for (const routes of [
    phoneRoutes,
    captchaRoutes,
    tokenRoutes,
    emailRoutes,
    profileRoutes,
    identityRoutes,
    unregisterRoutes,
    uploadRoutes,
    certificationRoutes,
    workPermitRoutes,
    workPermitReviewRoutes,
  ]) {
    await app.register(routes, { accounts })
  }
}
