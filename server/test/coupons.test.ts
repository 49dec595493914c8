/**
 * Coupons on every database: receive and its gates (login, real-name verification → the 实名认证
 * dialog's refusal, per-buyer limit, stock, dates), exchange codes, the buyer's list by status, detail,
 * shows, support info, offline verify codes; refusals are localised and change nothing, another
 * buyer's coupon is not found.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { COUPON_NEED_REAL_NAME, type CouponPage, type CouponShow, type CouponTemplateView, type CouponVerifyCode, type CouponView } from '../../types/coupons.js'
import { CODE_TRIES } from '../src/modules/coupons/code-tries.js'
import { certify, couponCount, couponRow, expireCoupon, issuedOf, makeCode, makeTemplate } from './coupons-helpers.js'
import { MAINLAND, as, call, describeOrders, loginBuyer, makeTier, type Buyer } from './orders-helpers.js'

const OBTAIN = '/buyer/cyy/v1/coupons/obtain'

await describeOrders('coupons', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db

  it('logs two buyers in', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
  })

  it('lists the shop’s templates to anyone and needs a login to receive', async () => {
    const id = await makeTemplate(db())
    const list = await call(env().app, 'GET', '/pub/v3/coupons/templates', undefined, { lang: 'en' })
    const mine = (list.data as CouponTemplateView[]).find((t) => t.couponTemplateId === id)
    assert.equal(mine?.title, `Test coupon ${id}`)
    assert.equal(mine?.obtained, 0)
    const anon = await call(env().app, 'POST', OBTAIN, { couponTemplateId: id })
    assert.equal(anon.statusCode, 15012007)
    assert.equal(await issuedOf(db(), id), 0)
  })

  it('receives a coupon once; the second asks answer the limit in three languages and change nothing', async () => {
    const id = await makeTemplate(db(), { totalQty: 10 })
    const got = await as(env().app, alice).post(OBTAIN, { couponTemplateId: id })
    assert.equal(got.statusCode, 200, got.comments)
    const c = got.data as CouponView
    assert.equal(c.couponStatus, 'AVAILABLE')
    assert.equal(c.amount, 5_000)
    assert.match(c.couponCode, /^[A-Z2-9]{12}$/)
    const texts = { 'zh-MO': '已達到領取上限', zh: '已达到领取上限', en: 'You have received the most of this coupon you may hold' }
    for (const [lang, text] of Object.entries(texts)) {
      const again = await as(env().app, alice).post(OBTAIN, { couponTemplateId: id }, { lang })
      assert.equal(again.statusCode, 400)
      assert.equal(again.comments, text)
      assert.equal(again.errorCode, 'COUPON_LIMIT_REACHED')
    }
    assert.equal(await issuedOf(db(), id), 1)
    const recommend = await as(env().app, alice).get('/buyer/v5/coupons/recommend')
    assert.ok(!(recommend.data as CouponTemplateView[]).some((t) => t.couponTemplateId === id), 'a template the buyer holds up to its limit is not recommended')
    const forBob = await as(env().app, bob).get('/buyer/v5/coupons/recommend')
    assert.ok((forBob.data as CouponTemplateView[]).some((t) => t.couponTemplateId === id))
  })

  it('a real-name template refuses an unverified buyer with the 实名认证 dialog’s answer, then gives it once verified', async () => {
    const id = await makeTemplate(db(), { needRealName: true })
    const refused = await as(env().app, bob).post(OBTAIN, { couponTemplateId: id }, { lang: 'zh' })
    assert.equal(refused.errorCode, COUPON_NEED_REAL_NAME)
    assert.equal(refused.mode, 'none')
    assert.equal(refused.comments, '仅限实名认证用户领取')
    assert.equal(refused.actText, '去认证')
    assert.equal(await issuedOf(db(), id), 0)
    await certify(db(), bob.merchant, bob.userId)
    const got = await as(env().app, bob).post(OBTAIN, { couponTemplateId: id })
    assert.equal(got.statusCode, 200, got.comments)
  })

  it('stock runs out: the last coupon goes to one buyer, the next is told it is gone', async () => {
    const id = await makeTemplate(db(), { totalQty: 1 })
    assert.equal((await as(env().app, alice).post(OBTAIN, { couponTemplateId: id })).statusCode, 200)
    const late = await as(env().app, bob).post(OBTAIN, { couponTemplateId: id }, { lang: 'en' })
    assert.equal(late.errorCode, 'COUPON_SOLD_OUT')
    assert.equal(late.comments, 'This coupon has all been received')
    assert.equal(await issuedOf(db(), id), 1)
  })

  it('an expired template, an unknown one, another merchant’s and a code-only one cannot be received', async () => {
    const ended = await makeTemplate(db(), { expireTime: new Date(Date.now() - 1000) })
    assert.equal((await as(env().app, alice).post(OBTAIN, { couponTemplateId: ended })).errorCode, 'COUPON_ENDED')
    assert.equal((await as(env().app, alice).post(OBTAIN, { couponTemplateId: 'NOPE' })).statusCode, 404)
    const mainland = await makeTemplate(db(), { merchantId: MAINLAND })
    assert.equal((await as(env().app, alice).post(OBTAIN, { couponTemplateId: mainland })).statusCode, 404)
    const hidden = await makeTemplate(db(), { listed: false })
    assert.equal((await as(env().app, alice).post(OBTAIN, { couponTemplateId: hidden })).errorCode, 'COUPON_ONLY_BY_CODE')
    const bad = await as(env().app, alice).post(OBTAIN, { couponTemplateId: 'x y' })
    assert.equal(bad.statusCode, 400)
  })

  it('a DYNAMIC template’s coupon is valid from receiving for its length', async () => {
    const id = await makeTemplate(db(), { expirationType: 'DYNAMIC', expirationUnit: 'DAY', expirationLength: 7, startTime: null, expireTime: null })
    const before = Date.now()
    const c = (await as(env().app, bob).post(OBTAIN, { couponTemplateId: id })).data as CouponView
    assert.ok(c.startTime >= before && c.startTime <= Date.now())
    assert.equal(c.expireTime - c.startTime, 7 * 86_400_000)
  })

  it('exchange by code: check, exchange once, never twice; a wrong code changes nothing', async () => {
    const id = await makeTemplate(db(), { couponType: 'EXCHANGE', exchangeQty: 1, amountCents: 0, listed: false })
    const code = await makeCode(db(), id)
    const check = await as(env().app, alice).post('/buyer/cyy/v1/coupons/exchange_check', { exchangeCode: ` ${code.toLowerCase()} ` })
    assert.equal(check.statusCode, 200, check.comments)
    assert.equal((check.data as CouponTemplateView).couponType, 'EXCHANGE')
    const wrong = await as(env().app, alice).post('/buyer/cyy/v1/coupons/exchange', { exchangeCode: 'WRONG1' }, { lang: 'zh-MO' })
    assert.equal(wrong.comments, '兌換碼無效，請檢查後重試')
    const got = await as(env().app, alice).post('/buyer/cyy/v1/coupons/exchange', { couponCode: code })
    assert.equal(got.statusCode, 200, got.comments)
    assert.equal((got.data as CouponView).couponType, 'EXCHANGE')
    const again = await as(env().app, bob).post('/buyer/cyy/v1/coupons/exchange', { exchangeCode: code }, { lang: 'en' })
    assert.equal(again.comments, 'This code has already been used')
    assert.equal(await couponCount(db(), bob.userId), 2, 'bob keeps only the two coupons of the earlier tests')
  })

  it('wrong exchange codes are limited per buyer, even sent all at once; right codes do not count', async () => {
    const dave = await loginBuyer(env)
    const id = await makeTemplate(db(), { couponType: 'EXCHANGE', exchangeQty: 1, amountCents: 0, listed: false })
    const code = await makeCode(db(), id)
    // A right code first: it gives its try back.
    assert.equal((await as(env().app, dave).post('/buyer/cyy/v1/coupons/exchange_check', { exchangeCode: code })).statusCode, 200)
    const burst = await Promise.all(Array.from({ length: CODE_TRIES.points + 5 }, (_, i) => as(env().app, dave).post('/buyer/cyy/v1/coupons/exchange', { exchangeCode: `GUESS${i}` }, { lang: 'en' })))
    const invalid = burst.filter((r) => r.comments === 'This code is not valid; check it and try again')
    const limited = burst.filter((r) => r.statusCode === 429)
    assert.equal(invalid.length, CODE_TRIES.points, 'exactly the allowance of wrong codes is looked up')
    assert.equal(limited.length, 5)
    assert.equal(limited[0]?.comments, 'Too many wrong codes; try again in 60 min')
    assert.ok(((limited[0]?.data as { retryAfterSeconds: number }).retryAfterSeconds ?? 0) > 3500)
    // Now even the right code waits, and nothing was taken; another buyer is not affected.
    const right = await as(env().app, dave).post('/buyer/cyy/v1/coupons/exchange', { exchangeCode: code }, { lang: 'zh' })
    assert.equal(right.statusCode, 429)
    assert.equal(right.comments, '兑换码错误次数过多，请 60 分钟后再试')
    assert.equal(await couponCount(db(), dave.userId), 0)
    const erin = await loginBuyer(env)
    assert.equal((await as(env().app, erin).post('/buyer/cyy/v1/coupons/exchange', { exchangeCode: code })).statusCode, 200)
  })

  it('the buyer’s coupons by status, paged; an expired one is listed as EXPIRED', async () => {
    const carol = await loginBuyer(env)
    const ids = [await makeTemplate(db()), await makeTemplate(db()), await makeTemplate(db())]
    const got: CouponView[] = []
    for (const id of ids) got.push((await as(env().app, carol).post(OBTAIN, { couponTemplateId: id })).data as CouponView)
    await expireCoupon(db(), got[0]?.couponId as string)
    const page = async (q: string) => (await as(env().app, carol).get(`/buyer/v5/coupons/self_page?${q}`)).data as CouponPage
    const available = await page('status=AVAILABLE&pageSize=1')
    assert.equal(available.total, 2)
    assert.equal(available.rows.length, 1)
    assert.equal((await page('status=AVAILABLE&pageSize=1&pageIndex=1')).rows.length, 1)
    const expired = await page('status=EXPIRED')
    assert.deepEqual(expired.rows.map((r) => [r.couponId, r.couponStatus]), [[got[0]?.couponId, 'EXPIRED']])
    assert.equal((await page('')).total, 3)
    assert.equal((await as(env().app, carol).get('/buyer/v5/coupons/self_page?status=NOPE')).statusCode, 400)
  })

  it('detail, support info and verify code: the holder’s only; another buyer’s coupon is not found', async () => {
    const online = (await as(env().app, alice).post(OBTAIN, { couponTemplateId: await makeTemplate(db()) })).data as CouponView
    const offlineId = await makeTemplate(db(), { useWay: 'OFFLINE' })
    const offline = (await as(env().app, alice).post(OBTAIN, { couponTemplateId: offlineId })).data as CouponView
    assert.equal((await as(env().app, alice).get(`/buyer/v5/coupons/info?couponId=${online.couponId}`)).statusCode, 200)
    for (const path of [`/buyer/v5/coupons/info?couponId=${online.couponId}`, `/buyer/v1/coupons/support_info?couponId=${online.couponId}`]) {
      const res = await as(env().app, bob).get(path, { lang: 'en' })
      assert.equal(res.statusCode, 404)
      assert.equal(res.comments, 'Coupon not found')
    }
    assert.equal((await as(env().app, bob).post('/buyer/v5/coupons/verify_code', { couponId: offline.couponId })).statusCode, 404)
    assert.equal((await as(env().app, alice).post('/buyer/v5/coupons/verify_code', { couponId: online.couponId })).errorCode, 'COUPON_NOT_OFFLINE')
    const code = await as(env().app, alice).post('/buyer/v5/coupons/verify_code', { couponId: offline.couponId, source: 'SINGLE_COUPON' })
    const v = code.data as CouponVerifyCode
    assert.match(v.verifyCode, /^\d{12}$/)
    assert.ok(v.verifyCodeExpireTime > Date.now() && v.verifyCodeExpireTime <= Date.now() + 5 * 60_000)
    assert.equal((await couponRow(db(), offline.couponId))?.status, 'AVAILABLE')
    const support = await as(env().app, alice).get(`/buyer/v1/coupons/support_info?couponId=${online.couponId}`)
    assert.equal((support.data as { supportUse: boolean }).supportUse, false)
  })

  it('the shows a coupon applies to, and a template’s public detail', async () => {
    const tier = await makeTier(db(), { capacity: 5 })
    const id = await makeTemplate(db(), { useLimit: { showIds: [tier.showId] } })
    const shows = await call(env().app, 'GET', `/pub/v3/coupons/shows?couponTemplateId=${id}`)
    assert.deepEqual((shows.data as CouponShow[]).map((s) => s.showId), [tier.showId])
    const detail = await call(env().app, 'GET', `/pub/v3/coupons/detail?couponTemplateId=${id}`, undefined, { lang: 'zh' })
    assert.equal((detail.data as CouponTemplateView).scope, 'SHOW')
    assert.equal((await call(env().app, 'GET', '/pub/v3/coupons/detail?couponTemplateId=NOPE')).statusCode, 404)
  })
})
