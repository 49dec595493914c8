/**
 * Account unregistration with confirmation: a code to the account's phone (or, for an email-only
 * account, its email) proves the holder is present, then personal data is removed in one transaction
 * while orders and tickets stay (see repository.ts scrubUser) and every session ends.
 */
import { ACCOUNT_STATUS, type UnregisterBody, type UnregisterCodeSent } from '../../../../../types/accounts.js'
import { STATUS } from '../../../../../types/api.js'
import type { AuthUser } from '../../../http/auth.js'
import { createCodeService, type CodeTarget } from '../codes/service.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Caller, type Outcome } from '../outcome.js'
import type { UserRow } from '../repository.js'

export interface UnregisterService {
  sendCode(caller: Caller, user: AuthUser): Promise<Outcome<UnregisterCodeSent>>
  confirm(caller: Caller, user: AuthUser, body: UnregisterBody): Promise<Outcome<{ unregistered: true }>>
}

function targetOf(u: UserRow): CodeTarget | null {
  if (u.cellphone) return { kind: 'SMS', countryCode: u.countryCode, cellphone: u.cellphone }
  if (u.email) return { kind: 'EMAIL', email: u.email }
  return null
}

/** 13800001234 → 138****1234; jane.doe@x.com → j***@x.com */
export function maskTarget(t: CodeTarget): string {
  if (t.kind === 'SMS') {
    const p = t.cellphone
    return `+${t.countryCode} ${p.length >= 11 ? `${p.slice(0, 3)}****${p.slice(-4)}` : `${p.slice(0, Math.max(1, p.length - 4))}****`}`
  }
  const [local = '', domain = ''] = t.email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

export function createUnregisterService(deps: AccountsDeps): UnregisterService {
  const { repo, now } = deps
  const codes = createCodeService(deps)

  async function target(caller: Caller, user: AuthUser) {
    const row = await repo.findUserById(caller.merchantId, user.userId)
    if (!row) return { problem: failure(STATUS.NOT_FOUND, 'account.gone') }
    const t = targetOf(row)
    if (!t) return { problem: failure(ACCOUNT_STATUS.INVALID_INPUT, 'unregister.noContact') }
    return { t }
  }

  return {
    async sendCode(caller, user) {
      const found = await target(caller, user)
      if (found.problem) return found.problem
      const sent = await codes.send(caller, found.t, 'UNREGISTER', 'sms.unregister')
      if (!sent.ok) return sent
      return done({ ...sent.data, channel: found.t.kind, maskedTarget: maskTarget(found.t) }, sent.message)
    },

    async confirm(caller, user, body) {
      const found = await target(caller, user)
      if (found.problem) return found.problem
      const code = await codes.check(caller, found.t, 'UNREGISTER', body.verifyCode)
      if (!code.ok) return code
      const at = new Date(now())
      const scrubbed = await repo.transaction(async (tx) => {
        if (!(await codes.consume(tx, code.codeId))) return false
        return tx.scrubUser(caller.merchantId, user.userId, at)
      })
      if (!scrubbed) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      return done({ unregistered: true as const }, 'unregister.done')
    },
  }
}
