/**
 * Merchant review of work-permit applications: venue staff (x-staff-token, as at check-in) list their
 * merchant's pending applications and approve or reject each exactly once; another merchant's token
 * neither sees nor decides them; bad input is refused in the request language and changes nothing; the
 * applicant's records and work-permit login reflect the decision, and only an approved application
 * gives the work-permit identity.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import {
  ACCOUNT_STATUS,
  type WorkPermitIdentity,
  type WorkPermitLoginResult,
  type WorkPermitRecord,
  type WorkPermitReviewItem,
  type WorkPermitReviewList,
} from '../../types/accounts.js'
import { STATUS } from '../../types/api.js'
import { workPermitApplications } from '../src/db/schema-accounts.js'
import { ticketStaffTokens } from '../src/db/schema-tickets.js'
import { hashStaffToken } from '../src/modules/tickets/service.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp, freshPhone, type CallOptions } from './accounts-helpers.js'

const MACAU_STAFF = DEMO_STAFF_TOKENS[MACAU] as string
const MAINLAND_STAFF = DEMO_STAFF_TOKENS[MAINLAND] as string
const LIST = '/staff/v1/work_permits'
const review = (id: string) => `/staff/v1/work_permits/${id}/review`

await describeAccounts('accounts: work-permit review', (env) => {
  const api = createApi(env)
  const asStaff = (token: string | undefined, o: CallOptions = {}): CallOptions => ({ ...o, merchant: o.merchant ?? null, headers: token ? { 'x-staff-token': token } : {} })
  let n = 0

  /** A staff member of `merchant` logged in by phone code. */
  async function staffLogin(cellphone: string, merchant: string = MACAU): Promise<WorkPermitLoginResult> {
    const sent = await api.post('/user/pub/v1/work_permit/send_code', { cellphone, countryCode: '86' }, { merchant, ip: freshIp() })
    assert.equal(sent.statusCode, 200, sent.comments)
    const code = env().sms.last('86', cellphone, merchant)?.code
    env().clock.advance(61)
    const login = await api.post('/user/pub/v1/work_permit/login', { cellphone, countryCode: '86', verifyCode: code }, { merchant, ip: freshIp() })
    assert.equal(login.statusCode, 200, login.comments)
    return login.data as WorkPermitLoginResult
  }

  async function apply(staffToken: string, merchant: string = MACAU, eventName = `Gala ${n++}`): Promise<WorkPermitRecord> {
    const body = { name: '陳工', company: '蓮花舞台製作', jobTitle: '燈光師', idType: 'PASSPORT', idNo: 'K1234567', eventName, idempotencyKey: `wp-${process.pid}-${n++}-${Date.now()}` }
    const res = await api.post('/user/pub/v1/work_permit/apply', body, { merchant, headers: { 'staff-token': staffToken } })
    assert.equal(res.statusCode, 200, res.comments)
    return res.data as WorkPermitRecord
  }

  const pending = async (token: string) => ((await api.get(`${LIST}?length=50`, asStaff(token))).data as WorkPermitReviewList).items
  const stored = async (id: string) => (await env().db.handle.db.select().from(workPermitApplications).where(eq(workPermitApplications.applicationId, id)))[0]

  it('needs a live venue staff token: none, a wrong one, a buyer or applicant token and a revoked one are refused', async () => {
    const expected = { 'zh-CN': '工作人员凭证无效', 'zh-MO': '工作人員憑證無效', en: 'The staff token is not valid' }
    for (const [lang, text] of Object.entries(expected)) {
      const res = await api.get(LIST, asStaff(undefined, { lang }))
      assert.equal(res.statusCode, ACCOUNT_STATUS.REVIEWER_UNAUTHORIZED)
      assert.equal(res.mode, 'alert')
      assert.equal(res.comments, text)
    }
    const staff = await staffLogin(freshPhone())
    const buyer = await api.phoneLogin(freshPhone())
    for (const token of ['demo-staff-macau-guess', staff.staffToken, buyer.accessToken]) {
      assert.equal((await api.get(LIST, asStaff(token))).statusCode, ACCOUNT_STATUS.REVIEWER_UNAUTHORIZED)
    }
    const revoked = `revoked-${Date.now()}`
    await env().db.handle.db.insert(ticketStaffTokens).values({ tokenHash: hashStaffToken(revoked), merchantId: MACAU, label: 'left', revokedAt: new Date() })
    assert.equal((await api.get(LIST, asStaff(revoked))).statusCode, ACCOUNT_STATUS.REVIEWER_UNAUTHORIZED)
  })

  it('lists the merchant’s pending applications oldest first, masked; another merchant’s token sees none of them', async () => {
    const a = await staffLogin(freshPhone())
    const first = await apply(a.staffToken)
    env().clock.advance(1)
    const second = await apply(a.staffToken)
    const mainland = await staffLogin(freshPhone(), MAINLAND)
    const theirs = await apply(mainland.staffToken, MAINLAND)

    const mine = await pending(MACAU_STAFF)
    const ids = mine.map((i) => i.applicationId)
    assert.ok(ids.indexOf(first.applicationId) >= 0 && ids.indexOf(first.applicationId) < ids.indexOf(second.applicationId))
    assert.equal(ids.includes(theirs.applicationId), false)
    const item = mine.find((i) => i.applicationId === first.applicationId) as WorkPermitReviewItem
    assert.equal(item.status, 'PENDING')
    assert.equal(item.idType, 'PASSPORT')
    assert.equal(item.idNo.includes('1234567'), false, 'the id number stays masked')
    assert.match(item.applicantPhone, /^\+86 \d{3}\*{4}\d{4}$/)

    const other = await pending(MAINLAND_STAFF)
    assert.ok(other.some((i) => i.applicationId === theirs.applicationId))
    assert.equal(other.some((i) => i.applicationId === first.applicationId || i.applicationId === second.applicationId), false)
    // A merchant-id header cannot widen what a token sees.
    const widened = await api.get(`${LIST}?length=50`, asStaff(MAINLAND_STAFF, { merchant: MACAU }))
    assert.equal((widened.data as WorkPermitReviewList).items.some((i) => i.applicationId === first.applicationId), false)

    const page = (await api.get(`${LIST}?offset=0&length=1`, asStaff(MACAU_STAFF))).data as WorkPermitReviewList
    assert.equal(page.items.length, 1)
    assert.ok(page.total >= 2)
    const badQuery = await api.get(`${LIST}?status=GONE`, asStaff(MACAU_STAFF, { lang: 'en' }))
    assert.equal(badQuery.statusCode, STATUS.BAD_REQUEST)
  })

  it('another merchant’s staff cannot decide: not found, exactly like a missing application, and nothing changes', async () => {
    const a = await staffLogin(freshPhone())
    const record = await apply(a.staffToken)
    const res = await api.post(review(record.applicationId), { decision: 'APPROVE' }, asStaff(MAINLAND_STAFF, { lang: 'en' }))
    assert.equal(res.statusCode, STATUS.NOT_FOUND)
    assert.equal(res.comments, 'No such application')
    const missing = await api.post(review('00000000-0000-4000-8000-000000000000'), { decision: 'APPROVE' }, asStaff(MACAU_STAFF, { lang: 'en' }))
    assert.deepEqual([missing.statusCode, missing.comments], [res.statusCode, res.comments])
    const garbage = await api.post(review('not-an-id'), { decision: 'APPROVE' }, asStaff(MACAU_STAFF, { lang: 'en' }))
    assert.equal(garbage.statusCode, STATUS.NOT_FOUND)
    const row = await stored(record.applicationId)
    assert.equal(row?.status, 'PENDING')
    assert.equal(row?.reviewedAt, null)
  })

  it('bad decisions are refused in three languages and change nothing', async () => {
    const a = await staffLogin(freshPhone())
    const record = await apply(a.staffToken)
    const noReason = { 'zh-CN': '驳回需填写原因（1-200个字符）', 'zh-MO': '駁回需填寫原因（1-200個字元）', en: 'A rejection needs a reason (1 to 200 characters)' }
    for (const [lang, text] of Object.entries(noReason)) {
      const res = await api.post(review(record.applicationId), { decision: 'REJECT', reason: '   ' }, asStaff(MACAU_STAFF, { lang }))
      assert.deepEqual([res.statusCode, res.comments], [ACCOUNT_STATUS.INVALID_INPUT, text])
    }
    for (const body of [{ decision: 'REJECT' }, { decision: 'REJECT', reason: 'x'.repeat(201) }, { decision: 'REJECT', reason: 'bad\u0007bell' }]) {
      assert.equal((await api.post(review(record.applicationId), body, asStaff(MACAU_STAFF))).statusCode, ACCOUNT_STATUS.INVALID_INPUT)
    }
    const withReason = await api.post(review(record.applicationId), { decision: 'APPROVE', reason: 'looks fine' }, asStaff(MACAU_STAFF, { lang: 'en' }))
    assert.deepEqual([withReason.statusCode, withReason.comments], [ACCOUNT_STATUS.INVALID_INPUT, 'An approval takes no reason'])
    const unknown = await api.post(review(record.applicationId), { decision: 'MAYBE' }, asStaff(MACAU_STAFF, { lang: 'zh-MO' }))
    assert.equal(unknown.statusCode, STATUS.BAD_REQUEST)
    assert.equal((await stored(record.applicationId))?.status, 'PENDING')
  })

  it('approves once; a second decision of either kind is refused with the decision as it stands', async () => {
    const a = await staffLogin(freshPhone())
    const record = await apply(a.staffToken)
    const ok = await api.post(review(record.applicationId), { decision: 'APPROVE' }, asStaff(MACAU_STAFF, { lang: 'en' }))
    assert.equal(ok.statusCode, 200, ok.comments)
    assert.equal(ok.comments, 'Application approved')
    const item = ok.data as WorkPermitReviewItem
    assert.equal(item.status, 'APPROVED')
    assert.equal(item.reviewedAt, new Date(env().clock.now).toISOString())
    for (const body of [{ decision: 'APPROVE' }, { decision: 'REJECT', reason: 'changed my mind' }]) {
      const again = await api.post(review(record.applicationId), body, asStaff(MACAU_STAFF, { lang: 'zh-CN' }))
      assert.equal(again.statusCode, ACCOUNT_STATUS.WORK_PERMIT_DECIDED)
      assert.equal(again.comments, '该申请已审核，不能重复处理')
      assert.equal((again.data as WorkPermitReviewItem).status, 'APPROVED')
    }
    const row = await stored(record.applicationId)
    assert.equal(row?.status, 'APPROVED')
    assert.equal(row?.rejectReason, null)
    assert.equal(row?.reviewerTokenHash, hashStaffToken(MACAU_STAFF))
    assert.equal((await pending(MACAU_STAFF)).some((i) => i.applicationId === record.applicationId), false)
    const approved = (await api.get(`${LIST}?status=APPROVED&length=50`, asStaff(MACAU_STAFF))).data as WorkPermitReviewList
    assert.ok(approved.items.some((i) => i.applicationId === record.applicationId))
  })

  it('two reviewers deciding at once: exactly one decision stands', async () => {
    const a = await staffLogin(freshPhone())
    const record = await apply(a.staffToken)
    const [x, y] = await Promise.all([
      api.post(review(record.applicationId), { decision: 'APPROVE' }, asStaff(MACAU_STAFF)),
      api.post(review(record.applicationId), { decision: 'REJECT', reason: 'duplicate' }, asStaff(MACAU_STAFF)),
    ])
    assert.deepEqual([x.statusCode, y.statusCode].sort(), [200, ACCOUNT_STATUS.WORK_PERMIT_DECIDED].sort())
    const winner = x.statusCode === 200 ? 'APPROVED' : 'REJECTED'
    assert.equal((await stored(record.applicationId))?.status, winner)
  })

  it('the applicant’s records and login reflect the decision; only an approved permit is a work-permit identity', async () => {
    const phone = freshPhone()
    const a = await staffLogin(phone)
    assert.deepEqual([a.standing, a.permit], ['NONE', null])
    const identity = (token: string, lang?: string) => api.get('/user/pub/v1/work_permit/identity', { lang, headers: { 'staff-token': token } })
    const none = await identity(a.staffToken, 'en')
    assert.deepEqual([none.statusCode, none.comments, none.data], [ACCOUNT_STATUS.WORK_PERMIT_NOT_APPROVED, 'You have not applied for a work permit yet', { standing: 'NONE', rejectReason: '' }])

    const rejected = await apply(a.staffToken)
    const pendingId = await identity(a.staffToken, 'zh-MO')
    assert.deepEqual([pendingId.statusCode, pendingId.comments], [ACCOUNT_STATUS.WORK_PERMIT_NOT_APPROVED, '工作證申請審核中，通過後即可使用'])
    const reason = '證件照片不清晰，請重新申請'
    const no = await api.post(review(rejected.applicationId), { decision: 'REJECT', reason: `  ${reason}  ` }, asStaff(MACAU_STAFF, { lang: 'zh-MO' }))
    assert.deepEqual([no.statusCode, no.comments], [200, '已駁回該申請'])

    const records = (await api.get('/user/pub/v1/work_permit/records', { headers: { 'staff-token': a.staffToken } })).data as WorkPermitRecord[]
    assert.deepEqual([records[0]?.status, records[0]?.rejectReason], ['REJECTED', reason])
    assert.ok(records[0]?.reviewedAt)
    const afterReject = await staffLogin(phone)
    assert.deepEqual([afterReject.standing, afterReject.permit], ['REJECTED', null])
    const refused = await identity(afterReject.staffToken, 'zh-CN')
    assert.deepEqual([refused.statusCode, refused.comments], [ACCOUNT_STATUS.WORK_PERMIT_NOT_APPROVED, `工作证申请未通过：${reason}`])
    assert.deepEqual(refused.data, { standing: 'REJECTED', rejectReason: reason })

    env().clock.advance(1)
    const approved = await apply(afterReject.staffToken)
    const yes = await api.post(review(approved.applicationId), { decision: 'APPROVE' }, asStaff(MACAU_STAFF))
    assert.equal(yes.statusCode, 200)
    const holder = await staffLogin(phone)
    assert.equal(holder.standing, 'APPROVED')
    assert.equal(holder.permit?.applicationId, approved.applicationId)
    assert.equal(holder.permit?.eventName, approved.eventName)
    const pass = await identity(holder.staffToken)
    assert.equal(pass.statusCode, 200, pass.comments)
    assert.equal((pass.data as WorkPermitIdentity).applicationId, approved.applicationId)
    const list = (await api.get('/user/pub/v1/work_permit/records', { headers: { 'staff-token': holder.staffToken } })).data as WorkPermitRecord[]
    assert.deepEqual(
      list.map((r) => [r.applicationId, r.status, r.rejectReason]),
      [
        [approved.applicationId, 'APPROVED', ''],
        [rejected.applicationId, 'REJECTED', reason],
      ],
    )
    // A later pending application does not take the approved permit away.
    env().clock.advance(1)
    await apply(holder.staffToken)
    assert.equal((await identity(holder.staffToken)).statusCode, 200)
    // The identity of one merchant is not one in another.
    assert.equal((await api.get('/user/pub/v1/work_permit/identity', { merchant: MAINLAND, headers: { 'staff-token': holder.staffToken } })).statusCode, ACCOUNT_STATUS.STAFF_LOGIN_REQUIRED)
  })
})
