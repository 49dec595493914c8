/**
 * Work permits: venue and production staff apply for a work permit for an event. Staff are a
 * separate identity from buyers: they log in with a phone code of purpose WORK_PERMIT and receive a
 * staff token (JWT of its own type, so it never passes as a buyer access token and a buyer token never
 * passes here); applications start PENDING for the merchant to review (work-permit/review.ts), and the
 * staff member's records list them with the decision. Apply takes an idempotency key, so a retried
 * submit does not apply twice.
 *
 * The staff token lets its holder apply and read their records; the work-permit identity itself (the
 * permit holder) exists only with an approved application: login answers it as `permit` (null
 * otherwise, with the standing that says why) and GET work_permit/identity refuses without one.
 */
import { randomUUID } from 'node:crypto'
import {
  ACCOUNT_STATUS,
  type WorkPermitApplyBody,
  type WorkPermitIdentity,
  type WorkPermitIdentityRefusal,
  type WorkPermitLoginBody,
  type WorkPermitLoginResult,
  type WorkPermitRecord,
  type WorkPermitSendBody,
  type WorkPermitStanding,
  type RetryAfter,
} from '../../../../../types/accounts.js'
import type { CaptchaService } from '../auth/captcha/service.js'
import type { PhoneAuthService } from '../auth/phone/service.js'
import { createCodeService, sendTarget } from '../codes/service.js'
import { checkDocument, maskId } from '../certification/service.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Caller, type Outcome } from '../outcome.js'
import type { WorkPermitRow } from './repository.js'

export const STAFF_TOKEN_SECONDS = 12 * 3600
const IDEMPOTENCY_RE = /^[\w-]{8,64}$/

export interface WorkPermitService {
  /** Like the buyer send_code: a risky send needs a solved LOGIN_SMS captcha. */
  sendCode(caller: Caller, body: WorkPermitSendBody): Promise<Outcome<RetryAfter>>
  /** The staff token, and the permit identity when an application was approved. */
  login(caller: Caller, body: WorkPermitLoginBody): Promise<Outcome<WorkPermitLoginResult>>
  /** The work-permit identity of a staff member: only an approved application gives one. */
  identity(caller: Caller, staffId: string): Promise<Outcome<WorkPermitIdentity>>
  /** The staff id behind a staff token of this merchant, or null. */
  staffOf(caller: Caller, staffToken: string | undefined): Promise<string | null>
  apply(caller: Caller, staffId: string, body: WorkPermitApplyBody): Promise<Outcome<WorkPermitRecord>>
  records(caller: Caller, staffId: string): Promise<Outcome<WorkPermitRecord[]>>
}

export const toRecord = (r: WorkPermitRow): WorkPermitRecord => ({
  applicationId: r.applicationId,
  name: r.name,
  company: r.company,
  jobTitle: r.jobTitle,
  eventName: r.eventName,
  idNo: maskId(r.idNo),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  rejectReason: r.status === 'REJECTED' ? (r.rejectReason ?? '') : '',
  reviewedAt: r.reviewedAt?.toISOString() ?? '',
})

/**
 * Where a staff member stands, from their applications (newest first): an approved one is the permit
 * (the latest approval when several); otherwise the newest application's status says why there is none.
 */
export function standingOf(rows: readonly WorkPermitRow[]): { standing: WorkPermitStanding; permit: WorkPermitRow | null; latest: WorkPermitRow | null } {
  const approved = rows
    .filter((r) => r.status === 'APPROVED')
    .sort((a, b) => (b.reviewedAt?.getTime() ?? 0) - (a.reviewedAt?.getTime() ?? 0))[0]
  if (approved) return { standing: 'APPROVED', permit: approved, latest: rows[0] ?? approved }
  const latest = rows[0] ?? null
  return { standing: latest?.status ?? 'NONE', permit: null, latest }
}

const identityOf = (r: WorkPermitRow): WorkPermitIdentity => ({
  applicationId: r.applicationId,
  staffId: r.staffId,
  name: r.name,
  company: r.company,
  jobTitle: r.jobTitle,
  eventName: r.eventName,
  approvedAt: (r.reviewedAt ?? r.createdAt).toISOString(),
})

const text = (raw: string, max: number) => {
  const v = raw.trim().replace(/\s+/g, ' ')
  return v && v.length <= max && !/\p{C}/u.test(v) ? v : null
}

export function createWorkPermitService(deps: AccountsDeps, phone: PhoneAuthService, captcha: CaptchaService): WorkPermitService {
  const { repo, tokens, now } = deps
  const codes = createCodeService(deps)

  return {
    async sendCode(caller, body) {
      const checked = await phone.checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const target = { kind: 'SMS' as const, countryCode: checked.countryCode, cellphone: checked.cellphone }
      return codes.send(caller, target, 'WORK_PERMIT', 'sms.workPermit', captcha.sendGuard(caller, 'LOGIN_SMS', sendTarget(target), body.captchaToken))
    },

    async login(caller, body) {
      const checked = await phone.checkPhone(caller, body.countryCode, body.cellphone)
      if (checked.problem) return checked.problem
      const target = { kind: 'SMS' as const, countryCode: checked.countryCode, cellphone: checked.cellphone }
      const code = await codes.check(caller, target, 'WORK_PERMIT', body.verifyCode)
      if (!code.ok) return code
      const at = new Date(now())
      const staff = await repo.transaction(async (tx) => {
        if (!(await codes.consume(tx, code.codeId))) return null
        return tx.findOrCreateStaff(caller.merchantId, checked.countryCode, checked.cellphone, at)
      })
      if (!staff) return failure(ACCOUNT_STATUS.CODE_INVALID, 'code.invalid')
      const staffToken = await tokens.signTyped('staff', { mid: caller.merchantId }, staff.staffId, STAFF_TOKEN_SECONDS)
      const { standing, permit } = standingOf(await repo.listWorkPermits(caller.merchantId, staff.staffId))
      return done({ staffToken, staffId: staff.staffId, expiresInSeconds: STAFF_TOKEN_SECONDS, standing, permit: permit ? identityOf(permit) : null })
    },

    async identity(caller, staffId) {
      const { standing, permit, latest } = standingOf(await repo.listWorkPermits(caller.merchantId, staffId))
      if (permit) return done(identityOf(permit))
      const rejectReason = latest?.status === 'REJECTED' ? (latest.rejectReason ?? '') : ''
      const data: WorkPermitIdentityRefusal = { standing: standing === 'APPROVED' ? 'NONE' : standing, rejectReason }
      const message = standing === 'PENDING' ? 'workPermit.pending' : standing === 'REJECTED' ? 'workPermit.rejected' : 'workPermit.none'
      return failure(ACCOUNT_STATUS.WORK_PERMIT_NOT_APPROVED, message, { mode: 'alert', vars: { reason: rejectReason }, data })
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
