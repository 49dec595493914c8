/**
 * Work permits: venue and production staff apply for a work permit for an event. Staff are a
 * separate identity from buyers: they log in with a phone code of purpose WORK_PERMIT and receive a
 * staff token (JWT of its own type, so it never passes as a buyer access token and a buyer token never
 * passes here); applications start PENDING for the merchant to review, and the staff member's
 * records list them. Apply takes an idempotency key, so a retried submit does not apply twice.
 */
import { randomUUID } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type WorkPermitApplyBody,
  type WorkPermitLoginBody,
  type WorkPermitLoginResult,
  type WorkPermitRecord,
  type RetryAfter,
} from '../../../../../types/accounts.js'
import type { PhoneAuthService } from '../auth/phone.js'
import { createCodeService } from '../auth/codes.js'
import { checkDocument, maskId } from '../certification/service.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Caller, type Outcome } from '../outcome.js'
import type { WorkPermitRow } from '../repository-extra.js'

export const STAFF_TOKEN_SECONDS = 12 * 3600
const IDEMPOTENCY_RE = /^[\w-]{8,64}$/

export interface WorkPermitService {
  sendCode(caller: Caller, body: { cellphone: string; countryCode?: string }): Promise<Outcome<RetryAfter>>
  login(caller: Caller, body: WorkPermitLoginBody): Promise<Outcome<WorkPermitLoginResult>>
  /** The staff id behind a staff token of this merchant, or null. */
  staffOf(caller: Caller, staffToken: string | undefined): Promise<string | null>
  apply(caller: Caller, staffId: string, body: WorkPermitApplyBody): Promise<Outcome<WorkPermitRecord>>
  records(caller: Caller, staffId: string): Promise<Outcome<WorkPermitRecord[]>>
}

const toRecord = (r: WorkPermitRow): WorkPermitRecord => ({
  applicationId: r.applicationId,
  name: r.name,
  company: r.company,
  jobTitle: r.jobTitle,
  eventName: r.eventName,
  idNo: maskId(r.idNo),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
})

const text = (raw: string, max: number) => {
  const v = raw.trim().replace(/\s+/g, ' ')
  return v && v.length <= max && !/\p{C}/u.test(v) ? v : null
}

export function createWorkPermitService(deps: AccountsDeps, phone: PhoneAuthService): WorkPermitService {
  const { repo, tokens, now } = deps
  const codes = createCodeService(deps)

  return {
    async sendCode(caller, body) {
      const checked = await phone.checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      return codes.send(caller, { kind: 'SMS', countryCode: checked.countryCode, cellphone: checked.cellphone }, 'WORK_PERMIT', 'sms.workPermit')
    },

    async login(caller, body) {
      const checked = await phone.checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const target = { kind: 'SMS' as const, countryCode: checked.countryCode, cellphone: checked.cellphone }
      const code = await codes.check(caller, target, 'WORK_PERMIT', body.verifyCode)
      if (!code.ok) return code
      const at = new Date(now())
      const staff = await repo.transaction(async (tx) => {
        if (!(await tx.consumeCode(code.codeId, at))) return null
        return tx.findOrCreateStaff(caller.merchantId, checked.countryCode, checked.cellphone, at)
      })
      if (!staff) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      const staffToken = await tokens.signTyped('staff', { mid: caller.merchantId }, staff.staffId, STAFF_TOKEN_SECONDS)
      return done({ staffToken, staffId: staff.staffId, expiresInSeconds: STAFF_TOKEN_SECONDS })
    },

    async staffOf(caller, staffToken) {
      if (!staffToken || staffToken.length > 2048) return null
      const claims = await tokens.verifyTyped('staff', staffToken)
      if (!claims || claims.mid !== caller.merchantId) return null
      const staff = await repo.findStaff(caller.merchantId, claims.sub)
      return staff?.staffId ?? null
    },

    async apply(caller, staffId, body) {
      const fields = {
        name: text(body.name, 40),
        company: text(body.company, 80),
        jobTitle: text(body.jobTitle, 40),
        eventName: text(body.eventName, 80),
      }
      if (!fields.name || !fields.company || !fields.jobTitle || !fields.eventName) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'workPermit.field')
      if (!IDEMPOTENCY_RE.test(body.idempotencyKey)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'workPermit.field')
      const doc = checkDocument(body.idType, body.idNo, new Date(now()))
      if ('problem' in doc) return failure(ACCOUNT_STATUS.INVALID_INPUT, doc.problem)
      const { row } = await repo.insertWorkPermit({
        applicationId: randomUUID(),
        merchantId: caller.merchantId,
        staffId,
        name: fields.name,
        company: fields.company,
        jobTitle: fields.jobTitle,
        eventName: fields.eventName,
        idType: body.idType,
        idNo: doc.idNo,
        status: 'PENDING',
        idempotencyKey: body.idempotencyKey,
        createdAt: new Date(now()),
      })
      return done(toRecord(row), 'workPermit.submitted')
    },

    async records(caller, staffId) {
      return done((await repo.listWorkPermits(caller.merchantId, staffId)).map(toRecord))
    },
  }
}
