/**
 * Invoices (issue 19) on PGlite and PostgreSQL: applying for a paid order (personal or enterprise,
 * electronic or paper with express), every rule refused with localised wording that changes nothing,
 * one live invoice per order, the staff review (x-staff-token, as the work-permit review) to SUCCESS
 * or REJECTED with a reason, the automatic cancel when the order is refunded, and the detail.
 * On PostgreSQL: fifty applications for one order at once make one invoice; the CONTROL run on the
 * unlocked read-then-write path shows the race is real (many pass the check, only the index stops them).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import type { ApplyInvoiceRequest, InvoiceReviewList, InvoiceView, OrderInvoiceInfo } from '../../types/invoices.js'
import type { Db } from '../src/db/client.js'
import { orderInvoices } from '../src/db/schema.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { envelopeOf } from './helpers.js'
import { call, loginBuyer, MACAU, makeTier } from './orders-helpers.js'
import { createUnpaid } from './payments-helpers.js'
import { as, buyPaid, describeRefunds, requestRefund, startsIn, type Buyer } from './refunds-helpers.js'

const MAINLAND = DEMO_MERCHANTS.MAINLAND
const STAFF = (m: string) => ({ 'x-staff-token': DEMO_STAFF_TOKENS[m] as string })

const personal = (orderId: string, extra: Partial<ApplyInvoiceRequest> = {}): ApplyInvoiceRequest => ({
  orderId,
  invoiceType: 'E_VAT_ORDINARY',
  invoiceTitleType: 'PERSONAL',
  invoiceTitle: '张三',
  ...extra,
})
const enterprisePaper = (orderId: string, extra: Partial<ApplyInvoiceRequest> = {}): ApplyInvoiceRequest => ({
  orderId,
  invoiceType: 'PAPER_VAT_ORDINARY',
  invoiceTitleType: 'ENTERPRISE',
  invoiceTitle: '澳門演藝有限公司',
  taxpayerId: '91440300MA5FXXXX1K',
  bankName: '中国银行澳门分行',
  bankAccount: '6217 0000 1234 5678',
  address: '澳門新馬路 1 號',
  phoneNo: '+853 2888 0000',
  express: { receiverName: '李四', receiverPhone: '13800138000', receiverAddress: '广东省珠海市香洲区情侣路 88 号' },
  ...extra,
})

async function apply(app: FastifyInstance, b: Buyer, body: ApplyInvoiceRequest, lang?: string) {
  const res = await as(app, b).post('/buyer/v1/invoices', body, { lang })
  return { ...res, data: res.data as InvoiceView | null }
}
async function info(app: FastifyInstance, b: Buyer, orderId: string, lang?: string) {
  return (await as(app, b).get(`/buyer/v1/orders/${orderId}/invoice`, { lang })).data as OrderInvoiceInfo
}
async function review(app: FastifyInstance, invoiceId: string, body: unknown, o: { merchant?: string; headers?: Record<string, string>; lang?: string } = {}) {
  const res = await call(app, 'POST', `/staff/v1/invoices/${invoiceId}/review`, body, { merchant: null, headers: o.headers ?? STAFF(o.merchant ?? MACAU), lang: o.lang })
  return { ...res, data: res.data as InvoiceView | null }
}
const rowsOf = (db: Db, orderId: string) => db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId))

await describeRefunds('invoices', (env) => {
  let alice: Buyer
  let bob: Buyer
  let mainlander: Buyer

  it('logs buyers in on both demo merchants', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    mainlander = await loginBuyer(() => ({ ...env(), mail: undefined as never }), MAINLAND)
  })

  async function paidOrder(b: Buyer = alice, qty = 1) {
    const { db, clock } = env()
    const tier = await makeTier(db.handle.db, { capacity: 10, merchantId: b.merchant })
    await startsIn(db.handle.db, tier, clock, 24 * 10)
    return { tier, ...(await buyPaid(env(), b, tier, qty)) }
  }

  it('every bad application gets its localised reason in three languages and writes nothing', async () => {
    const { app, db } = env()
    const { orderId } = await paidOrder()
    const cases: Array<[ApplyInvoiceRequest, string, string]> = [
      [personal(orderId, { invoiceTitle: '  ' }), '请填写发票抬头', 'Please enter the invoice title'],
      [personal(orderId, { invoiceTitle: 'x'.repeat(101) }), '发票抬头不能超过100个字', 'The invoice title can be at most 100 characters'],
      [personal(orderId, { invoiceType: 'VAT_SPECIAL' as never }), '请选择发票类型', 'Please choose the invoice type'],
      [personal(orderId, { invoiceTitleType: 'GOVERNMENT' as never }), '请选择抬头类型', 'Please choose personal or institution / enterprise'],
      [enterprisePaper(orderId, { taxpayerId: '' }), '请填写纳税人识别号', 'Please enter the taxpayer ID'],
      [enterprisePaper(orderId, { taxpayerId: '12345' }), '纳税人识别号格式不正确（15、18或20位数字或大写字母）', 'The taxpayer ID must be 15, 18 or 20 digits or capital letters'],
      [enterprisePaper(orderId, { bankAccount: '12ab' }), '银行账号格式不正确', 'The bank account number is not valid'],
      [enterprisePaper(orderId, { phoneNo: 'call me' }), '注册电话格式不正确', 'The registered phone number is not valid'],
      [enterprisePaper(orderId, { express: undefined }), '纸质发票请填写收件信息', 'Please enter where the paper invoice should be sent'],
      [enterprisePaper(orderId, { express: { receiverName: '', receiverPhone: '13800138000', receiverAddress: '广东省珠海市香洲区' } }), '请填写收件人', 'Please enter the recipient'],
      [enterprisePaper(orderId, { express: { receiverName: '李四', receiverPhone: '', receiverAddress: '广东省珠海市香洲区' } }), '请填写收件人手机号', "Please enter the recipient's phone number"],
      [enterprisePaper(orderId, { express: { receiverName: '李四', receiverPhone: '2380013800', receiverAddress: '广东省珠海市香洲区' } }), '请输入正确的手机号', 'Please enter a valid phone number'],
      [enterprisePaper(orderId, { express: { receiverName: '李四', receiverPhone: '13800138000', receiverAddress: '珠海' } }), '详细地址至少6个字', 'The address needs at least 6 characters'],
      [personal(orderId, { express: { receiverName: '李四', receiverPhone: '13800138000', receiverAddress: '广东省珠海市香洲区' } }), '电子发票无需填写收件信息', 'An electronic invoice is not sent by express'],
    ]
    for (const [body, zh, en] of cases) {
      const cn = await apply(app, alice, body, 'zh')
      assert.equal(cn.statusCode, 400, JSON.stringify(body))
      assert.equal(cn.comments, zh)
      assert.equal(cn.errorCode, 'INVOICE_BAD_REQUEST')
      assert.equal((await apply(app, alice, body, 'en')).comments, en)
      const mo = await apply(app, alice, body, 'zh-MO')
      assert.equal(mo.statusCode, 400)
      assert.notEqual(mo.comments, en)
    }
    assert.equal((await apply(app, alice, personal(orderId, { invoiceTitle: '' }), 'zh-MO')).comments, '請填寫發票抬頭')
    assert.equal((await rowsOf(db.handle.db, orderId)).length, 0)
    const malformed = await app.inject({ method: 'POST', url: `${API_PREFIX}/buyer/v1/invoices`, headers: { 'merchant-id': MACAU, 'access-token': alice.token }, payload: { orderId, invoiceTitle: 1 } })
    assert.notEqual(envelopeOf(malformed).statusCode, 200)
    assert.equal((await rowsOf(db.handle.db, orderId)).length, 0)
  })

  it('an unpaid order, another buyer\'s order and a missing one are refused; nothing is written', async () => {
    const { app, db } = env()
    const tier = await makeTier(db.handle.db, { capacity: 5 })
    const unpaid = await createUnpaid(app, alice, tier, 1)
    const r1 = await apply(app, alice, personal(unpaid.orderId), 'en')
    assert.equal(r1.statusCode, 400)
    assert.equal(r1.comments, 'Only a paid order can be invoiced')
    assert.equal((await info(app, alice, unpaid.orderId, 'zh')).canApply, false)
    const { orderId } = await paidOrder()
    const theirs = await apply(app, bob, personal(orderId), 'en')
    const missing = await apply(app, bob, personal('NO-SUCH-ORDER'), 'en')
    assert.equal(theirs.statusCode, 404)
    assert.deepEqual([theirs.comments, theirs.errorCode], [missing.comments, missing.errorCode], 'another buyer\'s order looks exactly like a missing one')
    assert.equal((await as(app, bob).get(`/buyer/v1/orders/${orderId}/invoice`)).statusCode, 404)
    assert.equal((await rowsOf(db.handle.db, orderId)).length + (await rowsOf(db.handle.db, unpaid.orderId)).length, 0)
  })

  it('a personal electronic invoice: APPLYING, one per order, detail in three languages, only for its buyer', async () => {
    const { app } = env()
    const { orderId, tier } = await paidOrder(alice, 2)
    const before = await info(app, alice, orderId, 'zh')
    assert.deepEqual([before.canApply, before.blockReason, before.current, before.invoiceAmount, before.invoiceContent], [true, '', null, tier.priceCents * 2, '体育服务门票'])
    // Company fields a personal title does not use are dropped, not stored.
    const res = await apply(app, alice, personal(orderId, { taxpayerId: '91440300MA5FXXXX1K', bankName: 'x' }), 'zh')
    assert.equal(res.statusCode, 200, res.comments)
    const v = res.data as InvoiceView
    assert.equal(v.state, 'APPLYING')
    assert.equal(v.stateTitle, '申请中')
    assert.equal(v.invoiceAmount, tier.priceCents * 2)
    assert.deepEqual([v.taxpayerId, v.bankName, v.express, v.invoiceNo, v.rejectReason], ['', '', null, '', ''])
    const en = (await as(app, alice).get(`/buyer/v1/invoices/${v.invoiceId}`, { lang: 'en' })).data as InvoiceView
    assert.deepEqual([en.stateTitle, en.invoiceTypeTitle, en.invoiceTitleTypeTitle, en.invoiceContent], ['Applying', 'Electronic VAT ordinary invoice', 'Personal', 'Sports service tickets'])
    const mo = (await as(app, alice).get(`/buyer/v1/invoices/${v.invoiceId}`, { lang: 'zh-MO' })).data as InvoiceView
    assert.deepEqual([mo.stateTitle, mo.invoiceTypeTitle, mo.invoiceContent], ['申請中', '電子增值稅普通發票', '體育服務門票'])
    const again = await apply(app, alice, personal(orderId), 'en')
    assert.deepEqual([again.statusCode, again.errorCode, again.comments], [409, 'INVOICE_EXISTS', 'An invoice has already been requested for this order'])
    const after = await info(app, alice, orderId, 'zh')
    assert.equal(after.canApply, false)
    assert.equal(after.current?.invoiceId, v.invoiceId)
    const bobs = await as(app, bob).get(`/buyer/v1/invoices/${v.invoiceId}`)
    const none = await as(app, bob).get('/buyer/v1/invoices/IVnothing')
    assert.equal(bobs.statusCode, 404)
    assert.equal(bobs.comments, none.comments)
  })

  it('staff review: token required, merchant-scoped; reject needs a reason, then the buyer may apply again; approve issues once', async () => {
    const { app, db } = env()
    const { orderId } = await paidOrder()
    const first = (await apply(app, alice, enterprisePaper(orderId))).data as InvoiceView
    assert.deepEqual(first.express, { receiverName: '李四', receiverPhone: '13800138000', receiverAddress: '广东省珠海市香洲区情侣路 88 号' })
    assert.equal(first.taxpayerId, '91440300MA5FXXXX1K')
    assert.equal(first.bankAccount, '6217000012345678')
    for (const headers of [{}, { 'x-staff-token': 'demo-staff-macau-guess' }, { 'x-staff-token': alice.token }] as Array<Record<string, string>>) {
      const denied = await review(app, first.invoiceId, { decision: 'APPROVE' }, { headers, lang: 'en' })
      assert.deepEqual([denied.statusCode, denied.comments], [24010002, 'Staff token is not valid'])
    }
    const otherShop = await review(app, first.invoiceId, { decision: 'APPROVE' }, { merchant: MAINLAND })
    assert.equal(otherShop.statusCode, 404)
    const list = (await call(app, 'GET', '/staff/v1/invoices', undefined, { merchant: null, headers: STAFF(MACAU) })).data as InvoiceReviewList
    assert.ok(list.list.some((x) => x.invoiceId === first.invoiceId))
    const mainList = (await call(app, 'GET', '/staff/v1/invoices', undefined, { merchant: null, headers: STAFF(MAINLAND) })).data as InvoiceReviewList
    assert.ok(!mainList.list.some((x) => x.invoiceId === first.invoiceId))
    const noReason = await review(app, first.invoiceId, { decision: 'REJECT', reason: '   ' }, { lang: 'zh' })
    assert.deepEqual([noReason.statusCode, noReason.comments], [400, '请填写驳回原因（1-200字）'])
    assert.equal((await rowsOf(db.handle.db, orderId))[0]?.state, 'APPLYING')
    const rejected = await review(app, first.invoiceId, { decision: 'REJECT', reason: '纳税人识别号与抬头不符' }, { lang: 'en' })
    assert.deepEqual([rejected.data?.state, rejected.data?.stateTitle, rejected.data?.rejectReason], ['REJECTED', 'Rejected', '纳税人识别号与抬头不符'])
    const twice = await review(app, first.invoiceId, { decision: 'APPROVE' }, { lang: 'en' })
    assert.deepEqual([twice.statusCode, twice.comments], [409, 'This invoice has already been reviewed'])
    const seen = await info(app, alice, orderId)
    assert.deepEqual([seen.canApply, seen.current?.state], [true, 'REJECTED'])
    const second = (await apply(app, alice, personal(orderId))).data as InvoiceView
    const issued = await review(app, second.invoiceId, { decision: 'APPROVE' }, { lang: 'zh' })
    assert.equal(issued.data?.state, 'SUCCESS')
    assert.equal(issued.data?.stateTitle, '已开票')
    assert.match(issued.data?.invoiceNo ?? '', /^\d{16}$/)
    assert.ok(issued.data?.reviewTime)
    assert.equal((await review(app, second.invoiceId, { decision: 'REJECT', reason: 'late' })).statusCode, 409)
    const mine = (await as(app, alice).get(`/buyer/v1/invoices/${second.invoiceId}`)).data as InvoiceView
    assert.equal(mine.invoiceNo, issued.data?.invoiceNo)
    assert.equal((await apply(app, alice, personal(orderId))).errorCode, 'INVOICE_EXISTS')
  })

  it('the mainland shop: its staff review its own invoices', async () => {
    const { app } = env()
    const { orderId } = await paidOrder(mainlander)
    const v = (await apply(app, mainlander, personal(orderId))).data as InvoiceView
    assert.equal((await review(app, v.invoiceId, { decision: 'APPROVE' }, { merchant: MACAU })).statusCode, 404)
    assert.equal((await review(app, v.invoiceId, { decision: 'APPROVE' }, { merchant: MAINLAND })).data?.state, 'SUCCESS')
  })

  it('refunding the order cancels its invoice (issued or applying) automatically; the order cannot be invoiced again', async () => {
    const { app } = env()
    const issuedOrder = await paidOrder(alice, 2)
    const issued = (await apply(app, alice, personal(issuedOrder.orderId))).data as InvoiceView
    await review(app, issued.invoiceId, { decision: 'APPROVE' })
    // A refund of one ticket of two changes the order's status: the issued invoice no longer matches it.
    const refund = await requestRefund(app, alice, issuedOrder.orderId, [issuedOrder.tickets[0]?.ticketId as string])
    assert.equal(refund.statusCode, 200, refund.comments)
    const cancelled = (await as(app, alice).get(`/buyer/v1/invoices/${issued.invoiceId}`, { lang: 'en' })).data as InvoiceView
    assert.deepEqual([cancelled.state, cancelled.stateTitle], ['CANCELLED', 'Cancelled'])
    const after = await info(app, alice, issuedOrder.orderId, 'zh')
    assert.deepEqual([after.canApply, after.blockReason], [false, '订单已退票或退款中，不能申请发票'])
    const refused = await apply(app, alice, personal(issuedOrder.orderId), 'en')
    assert.deepEqual([refused.statusCode, refused.errorCode], [400, 'INVOICE_NOT_ELIGIBLE'])

    const applyingOrder = await paidOrder()
    const applying = (await apply(app, alice, personal(applyingOrder.orderId))).data as InvoiceView
    assert.equal((await requestRefund(app, alice, applyingOrder.orderId)).statusCode, 200)
    assert.equal(((await as(app, alice).get(`/buyer/v1/invoices/${applying.invoiceId}`)).data as InvoiceView).state, 'CANCELLED')
    const late = await review(app, applying.invoiceId, { decision: 'APPROVE' }, { lang: 'en' })
    assert.deepEqual([late.statusCode, late.errorCode], [409, 'INVOICE_REVIEWED'], 'a cancelled invoice cannot be issued afterwards')
  })
})

await describeRefunds(
  'invoice races',
  (env) => {
    let alice: Buyer
    it('logs a buyer in', async () => {
      alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    })

    async function paid() {
      const { db, clock } = env()
      const tier = await makeTier(db.handle.db, { capacity: 10 })
      await startsIn(db.handle.db, tier, clock, 24 * 10)
      return buyPaid(env(), alice, tier, 1)
    }
    const raw = (app: FastifyInstance, orderId: string) =>
      app.inject({ method: 'POST', url: `${API_PREFIX}/buyer/v1/invoices`, headers: { 'merchant-id': MACAU, 'access-token': alice.token }, payload: personal(orderId) })

    it('fifty applications for one order at the same moment: one invoice, the others a clean "already applied"', async () => {
      const { app, db } = env()
      const { orderId } = await paid()
      const results = await Promise.all(Array.from({ length: 50 }, () => raw(app, orderId)))
      const bodies = results.map((r) => envelopeOf(r))
      assert.equal(bodies.filter((b) => b.statusCode === 200).length, 1)
      assert.ok(results.every((r) => r.statusCode === 200), 'no server error')
      assert.ok(bodies.filter((b) => b.statusCode !== 200).every((b) => b.errorCode === 'INVOICE_EXISTS'))
      assert.equal((await rowsOf(db.handle.db, orderId)).length, 1)
    })

    it('an application and a refund of the same order at once: never a live invoice on a refunded order', async () => {
      const { app, db } = env()
      for (let round = 0; round < 5; round++) {
        const { orderId } = await paid()
        const [applied, refunded] = await Promise.all([raw(app, orderId), requestRefund(app, alice, orderId)])
        assert.equal(refunded.statusCode, 200, refunded.comments)
        assert.equal(applied.statusCode, 200)
        const rows = await rowsOf(db.handle.db, orderId)
        assert.ok(rows.every((r) => r.state === 'CANCELLED'), JSON.stringify(rows.map((r) => r.state)))
      }
    })

    it('CONTROL: on the unlocked read-then-write path many applications pass the check; only the index stops them, as server errors', async () => {
      const { db, clock } = env()
      const n = 50
      let arrived = 0
      let release: () => void = () => {}
      const gate = new Promise<void>((r) => (release = r))
      const between = async () => {
        arrived++
        if (arrived >= n) release()
        // Wait for the others (bounded: the pool may hold fewer connections than requests).
        await Promise.race([gate, new Promise((r) => setTimeout(r, 300))])
      }
      const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0 }, undefined, { testOnlyUnlocked: true, testOnlyBetween: between })
      const { orderId } = await paid()
      const results = await Promise.all(Array.from({ length: n }, () => raw(app, orderId)))
      assert.ok(arrived > 1, `more than one application passed the "no invoice yet" check (${arrived})`)
      assert.ok(results.some((r) => r.statusCode === 500 || envelopeOf(r).statusCode === 500), 'the unique index turned the losers away as server errors')
      assert.equal((await rowsOf(db.handle.db, orderId)).length, 1)
    })
  },
  { postgresOnly: true },
)
