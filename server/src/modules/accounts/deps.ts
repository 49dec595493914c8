/** What every accounts service uses, built once per app in index.ts. */
import type { PrimePrivilege } from '../../../../types/accounts.js'
import type { Lang } from '../../../../types/lang.js'
import type { Limits } from '../../limits/index.js'
import type { AccountsConfig } from './config.js'
import type { EmailSender } from './email/sender.js'
import type { PasswordHasher } from './auth/password.js'
import type { LoginThrottle } from './auth/throttle/service.js'
import type { AccountsRepository } from './repository.js'
import type { SendLimits } from './sends/limits.js'
import type { SmsSender } from './sms/sender.js'
import type { TokenService } from './tokens/service.js'

export interface AccountsDeps {
  repo: AccountsRepository
  tokens: TokenService
  hasher: PasswordHasher
  throttle: LoginThrottle
  /** The shared abuse-limit store (server/src/limits) and the send limits counted in it. */
  limits: Limits
  sends: SendLimits
  sms: SmsSender
  email: EmailSender
  config: AccountsConfig
  now: () => number
  /** The buyer's member privilege (GET prime_privilege), from the membership module; absent: none. */
  primePrivilege?: (caller: { merchantId: string; lang: Lang; fallback: Lang }, userId: string) => Promise<PrimePrivilege>
}
