/**
 * The merchant's review of work-permit applications. Reviewers are the merchant's venue staff and
 * authenticate the way venue check-in does: the `x-staff-token` header, whose SHA-256 is looked up in
 * the tickets module's staff tokens (revoked ones fail). The token decides the merchant: a reviewer sees
 * and decides only that merchant's applications, and another merchant's application answers "not
 * found" exactly like a missing one. Each application is decided once (PENDING → APPROVED or
 * REJECTED with a reason) by one conditional update, so two reviewers racing cannot both decide.
 */
import {
  ACCOUNT_STATUS,
  type WorkPermitReviewBody,
  type WorkPermitReviewItem,
  type WorkPermitReviewList,
  type WorkPermitStatus,
} from '../../../../../types/accounts.js'
import { STATUS } from '../../../../../types/api.js'
import type { AudienceIdType } from '../../../../../types/orders.js'
import { hashStaffToken } from '../../tickets/service.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Outcome } from '../outcome.js'
import type { StaffRow, WorkPermitRow } from './repository.js'
import { toRecord } from './service.js'

const APPLICATION_ID_RE = /^[0-9a-f-]{36}$/
export const REVIEW_PAGE_MAX = 50

/** A venue staff member of one merchant, as the review routes know them. */
export interface Reviewer {
  merchantId: string
  tokenHash: string
}

export interface ReviewQuery {
  status?: WorkPermitStatus
  offset?: number
  length?: number
}

export interface WorkPermitReviewService {
  /** The reviewer behind an `x-staff-token` value, or null. */
  reviewerOf(staffToken: string | undefined): Promise<Reviewer | null>
  /** The merchant's applications in one status (default PENDING), oldest first. */
  list(reviewer: Reviewer, query: ReviewQuery): Promise<Outcome<WorkPermitReviewList>>
  /** Approve, or reject with a reason, a PENDING application of the reviewer's merchant: once. */
  decide(reviewer: Reviewer, applicationId: string, body: WorkPermitReviewBody): Promise<Outcome<WorkPermitReviewItem>>
}

/** +853 6602****: enough for a reviewer to call back through the merchant's own records, not to copy. */
function maskedPhone(staff: StaffRow): string {
  const p = staff.cellphone
  const shown = p.length >= 11 ? `${p.slice(0, 3)}****${p.slice(-4)}` : `${p.slice(0, Math.max(1, p.length - 4))}****`
  return `+${staff.countryCode} ${shown}`
}

const itemOf = (application: WorkPermitRow, staff: StaffRow): WorkPermitReviewItem => ({
  ...toRecord(application),
  idType: application.idType as AudienceIdType,
  applicantPhone: maskedPhone(staff),
})

/** A reason a rejected applicant reads: 1–200 characters, single spaces, no control characters. */
export function cleanReason(raw: string | undefined): string | null {
  const v = (raw ?? '').trim().replace(/\s+/g, ' ')
  return v && [...v].length <= 200 && !/\p{C}/u.test(v) ? v : null
}

export function createWorkPermitReviewService(deps: AccountsDeps): WorkPermitReviewService {
  const { repo, now } = deps

  return {
    async reviewerOf(staffToken) {
      if (!staffToken || staffToken.length > 512) return null
      const tokenHash = hashStaffToken(staffToken)
      const merchantId = await repo.findVenueStaffMerchant(tokenHash)
      return merchantId ? { merchantId, tokenHash } : null
    },

    async list(reviewer, query) {
      const offset = Math.max(0, Math.floor(query.offset ?? 0))
      const length = Math.min(REVIEW_PAGE_MAX, Math.max(1, Math.floor(query.length ?? 20)))
      const { rows, total } = await repo.listWorkPermitsByStatus(reviewer.merchantId, query.status ?? 'PENDING', offset, length)
      return done({ items: rows.map((r) => itemOf(r.application, r.staff)), total })
    },

    async decide(reviewer, applicationId, body) {
      const notFound = () => failure(STATUS.NOT_FOUND, 'review.notFound')
      if (!APPLICATION_ID_RE.test(applicationId)) return notFound()
      let rejectReason: string | null = null
      if (body.decision === 'REJECT') {
        rejectReason = cleanReason(body.reason)
        if (!rejectReason) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'review.reason')
      } else if ((body.reason ?? '').trim()) {
        return failure(ACCOUNT_STATUS.INVALID_INPUT, 'review.reasonOnApprove')
      }
      const decided = await repo.decideWorkPermit(reviewer.merchantId, applicationId, {
        status: body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        rejectReason,
        reviewedAt: new Date(now()),
        reviewerTokenHash: reviewer.tokenHash,
      })
      // Not pending any more (or never this merchant's): tell which, without touching anything.
      const current = await repo.findWorkPermit(reviewer.merchantId, applicationId)
      if (!current) return notFound()
      if (!decided) return failure(ACCOUNT_STATUS.WORK_PERMIT_DECIDED, 'review.decided', { data: itemOf(current.application, current.staff) })
      return done(itemOf(current.application, current.staff), body.decision === 'APPROVE' ? 'review.approved' : 'review.rejected')
    },
  }
}
