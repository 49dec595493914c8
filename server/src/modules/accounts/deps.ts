/** What every accounts service uses, built once per app in index.ts. */
import type { AccountsConfig } from './config.js'
import type { EmailSender } from './email/sender.js'
import type { PasswordHasher } from './auth/password.js'
import type { LoginThrottle } from './auth/throttle/service.js'
import type { AccountsRepository } from './repository.js'
import type { SmsSender } from './sms/sender.js'
import type { TokenService } from './tokens/service.js'

export interface AccountsDeps {
  repo: AccountsRepository
  tokens: TokenService
  hasher: PasswordHasher
  throttle: LoginThrottle
  sms: SmsSender
  email: EmailSender
  config: AccountsConfig
  now: () => number
}
