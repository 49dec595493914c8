/**
 * Membership end to end through the API, on PGlite and PostgreSQL: a newcomer's welcome points, the
 * points deduction on pre_order and create_order (formula edges, refusals that change nothing),
 * growth value and points earned once per paid order even when the payment notification arrives
 * several times, the level-up at the threshold and its popup shown once, points given back on cancel
 * and on expiry, the member discount (会员{n}折) of a level that has one, and points about to expire.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { CurrentLevel, PointRecord, PointSummary, PrimeLevelsResponse, RecordPage } from '../../types/membership.js'
import { ORDER_STATUS, type PreOrderResponse } from '../../types/orders.js'
import type { Db } from '../src/db/client.js'
import { users } from '../src/db/schema-accounts.js'
import { growthRecords, memberAccounts, pointRecords } from '../src/db/schema-membership.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { MAINLAND, as, completeTrade, describePayments, freshKey, loginBuyer, makeTier, postNotification, startPayment, type Buyer, type Tier } from './payments-helpers.js'
import { requestRefund, ticketRows } from './refunds-helpers.js'

const PRE = '/buyer/v3/pre_order'
const CREATE = '/buyer/v5/create_order'

async function account(db: Db, b: Buyer) {
  const [a] = await db.select().from(memberAccounts).where(and(eq(memberAccounts.merchantId, b.merchant), eq(memberAccounts.userId, b.userId)))
  return a
}

function quoteBody(tier: Tier, extra: Record<string, unknown> = {}) {
  return { showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty: 1, ...extra }
}

await describePayments('membership', (env) => {
  const login = (merchant?: string) => loginBuyer(() => ({ ...env(), mail: undefined as never }), merchant)
  const db = () => env().db.handle.db
  const api = (b: Buyer) => as(env().app, b)
  const quote = async (b: Buyer, tier: Tier, extra: Record<string, unknown> = {}) => {
    const res = await api(b).post(PRE, quoteBody(tier, extra))
    assert.equal(res.statusCode, 200, res.comments)
    return res.data as PreOrderResponse
  }
  const create = (b: Buyer, tier: Tier, payAmount: number, usePoints: number, lang?: string) =>
    api(b).post(CREATE, { ...quoteBody(tier), deliverMethod: 'E_TICKET', paymentParam: { payAmount }, usePoints, idempotencyKey: freshKey() }, lang ? { lang } : {})

  it('the shop levels are public, with rights shown to buyers only and the rules', async () => {
    const res = await as(env().app, { token: '', userId: '', merchant: '10001' }).get('/pub/v3/prime/levels', { lang: 'zh-MO', token: undefined })
    const d = res.data as PrimeLevelsResponse
    assert.deepEqual(d.levels.map((l) => l.growthThreshold), [0, 300, 20_000, 50_000])
    assert.equal(d.levels[0]?.primeLevelName, '普通會員')
    assert.ok((d.levels[0]?.primeRights.length ?? 0) > 8, 'the lowest level already has more than 8 rights (the grid scrolls)')
    assert.ok(d.levels.every((l) => l.primeRights.every((r) => r.isDisplayToUser && !/測試/.test(r.primeRightTypeName))))
    assert.equal(d.levels[2]?.showDiscountText, '會員9.5折')
    assert.equal(d.rules?.rate, 100)
    assert.equal(d.rules?.limitProportion, 10)
  })

  it('a newcomer is a member at the lowest level with the welcome points, no popup due', async () => {
    const b = await login()
    const res = await api(b).get('/buyer/v3/current_level', { lang: 'en-US' })
    assert.equal(res.statusCode, 200, res.comments)
    const lvl = res.data as CurrentLevel
    assert.deepEqual([lvl.level, lvl.primeLevelName, lvl.growth, lvl.points, lvl.levelUpgradePopup], [1, 'Member', 0, 500, false])
    assert.deepEqual(lvl.nextLevel, { level: 2, primeLevelName: 'Silver', growthThreshold: 300, need: 300 })
    const records = (await api(b).get('/buyer/v3/point/records?pageIndex=0&pageSize=10', { lang: 'zh-CN' })).data as RecordPage<PointRecord>
    assert.deepEqual(records.records.map((r) => [r.kind, r.points, r.kindText]), [['EARN', 500, '新会员礼']])
  })

  it('pre_order offers the deduction by the formula; 10001 does not choose it by itself, asking does', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10 })
    const plain = await quote(b, tier)
    // ¥380 × 10% = ¥38, capped by 500 points / 100 = ¥5.
    assert.deepEqual(plain.points, { available: 500, rate: 100, limitProportion: 10, usablePoints: 500, deductAmount: 500, checked: false })
    assert.equal(plain.payAmount, 38_000)
    const used = await quote(b, tier, { usePoint: true })
    assert.equal(used.points?.checked, true)
    assert.deepEqual([used.discount, used.payAmount], [500, 37_500])
  })

  it('10002 chooses the points by itself (autoChoosePoint); usePoint false turns them off', async () => {
    const b = await login(MAINLAND)
    const tier = await makeTier(db(), { capacity: 10, merchantId: MAINLAND, priceCents: 8_000 })
    // ¥80 × 20% = ¥16, capped by 200 points / 10 = ¥20: ¥16 with 160 points.
    const auto = await quote(b, tier)
    assert.deepEqual([auto.points?.checked, auto.points?.usablePoints, auto.payAmount], [true, 160, 6_400])
    const off = await quote(b, tier, { usePoint: false })
    assert.deepEqual([off.points?.checked, off.payAmount], [false, 8_000])
  })

  it('create_order refuses points that do not match the formula or are not there, changing nothing', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10 })
    const wrong = await create(b, tier, 37_600, 400, 'en-US')
    assert.equal(wrong.statusCode, ORDER_STATUS.POINTS_UNAVAILABLE)
    assert.match(wrong.comments, /points to deduct do not match/)
    const stale = await create(b, tier, 38_000 - 500, 500)
    assert.equal(stale.statusCode, 200, 'the real deduction is accepted')
    // All 500 are spent now: asking again is refused in the buyer's language.
    const again = await create(b, tier, 37_500, 500, 'zh-MO')
    assert.equal(again.statusCode, ORDER_STATUS.POINTS_UNAVAILABLE)
    assert.equal(again.comments, '積分已變化，請重新確認訂單')
    const priceOff = await create(b, tier, 37_000, 0)
    assert.equal(priceOff.statusCode, ORDER_STATUS.PRICE_CHANGED)
    assert.equal((await account(db(), b))?.points, 0)
    const spends = await db().select().from(pointRecords).where(and(eq(pointRecords.userId, b.userId), eq(pointRecords.kind, 'SPEND')))
    assert.equal(spends.length, 1)
  })

  it('paying earns growth and points once even when the notification arrives four times; the level rises at the threshold and the popup shows once', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10 })
    const created = await create(b, tier, 37_500, 500)
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as { orderId: string; unPaidTransactionIds: string[] }
    const payment = await startPayment(env(), b, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    const real = env().mailbox.seen.findLast((d) => d.body.includes(payment.tradeNo))
    assert.ok(real)
    for (let i = 0; i < 3; i++) assert.equal((await postNotification(env().app, real)).ack, true)
    const a = await account(db(), b)
    // ¥375 paid: 375 growth, 375 points (500 welcome − 500 spent + 375).
    assert.deepEqual([a?.growth, a?.points, a?.level], [375, 375, 2])
    assert.equal((await db().select().from(growthRecords).where(eq(growthRecords.orderId, order.orderId))).length, 1)
    assert.equal((await db().select().from(pointRecords).where(and(eq(pointRecords.orderId, order.orderId), eq(pointRecords.kind, 'EARN')))).length, 1)

    const lvl = (await api(b).get('/buyer/v3/current_level', { lang: 'zh-CN' })).data as CurrentLevel
    assert.deepEqual([lvl.level, lvl.primeLevelName, lvl.levelUpgradePopup], [2, '银卡会员', true])
    assert.equal(lvl.nextLevel?.need, 20_000 - 375)
    assert.deepEqual((await api(b).get('/buyer/v3/prime/query_pop_setting')).data, { levelUpgrade: true, birthday: false })
    const closed = await api(b).put('/buyer/v3/prime/no_longer_remind_user_level_upgrade', {})
    assert.deepEqual(closed.data, { levelUpgrade: false, birthday: false })
    assert.equal(((await api(b).get('/buyer/v3/current_level')).data as CurrentLevel).levelUpgradePopup, false)
    const growth = (await api(b).get('/buyer/v3/growth/records', { lang: 'en-US' })).data as RecordPage<{ growth: number; text: string }>
    assert.deepEqual(growth.records.map((r) => [r.growth, r.text]), [[375, 'Growth value from a paid order']])
  })

  it('one yuan below the threshold stays at the level; the order reaching it lifts it', async () => {
    const b = await login()
    const cheap = await makeTier(db(), { capacity: 10, priceCents: 29_999 })
    const pay = async (tier: Tier, amount: number) => {
      const res = await create(b, tier, amount, 0)
      assert.equal(res.statusCode, 200, res.comments)
      const p = await startPayment(env(), b, (res.data as { unPaidTransactionIds: string[] }).unPaidTransactionIds[0] as string)
      await completeTrade(env().app, p.tradeNo)
      await env().app.payments.runNotifications()
    }
    await pay(cheap, 29_999)
    assert.deepEqual([(await account(db(), b))?.growth, (await account(db(), b))?.level], [299, 1])
    const one = await makeTier(db(), { capacity: 10, priceCents: 100 })
    await pay(one, 100)
    assert.deepEqual([(await account(db(), b))?.growth, (await account(db(), b))?.level], [300, 2])
  })

  it('points come back when the buyer cancels and when the order expires unpaid, once each', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10 })
    const first = await create(b, tier, 37_500, 500)
    assert.equal((await account(db(), b))?.points, 0)
    const orderId = (first.data as { orderId: string }).orderId
    assert.equal((await api(b).post(`/buyer/v5/orders/${orderId}/cancel`, {})).statusCode, 200)
    assert.equal((await account(db(), b))?.points, 500)
    const summary = (await api(b).get('/buyer/v3/point/summary')).data as PointSummary
    assert.equal(summary.points, 500)
    const records = (await api(b).get('/buyer/v3/point/records', { lang: 'en-US' })).data as RecordPage<PointRecord>
    assert.deepEqual(records.records.map((r) => [r.kind, r.points]).sort(), [['EARN', 500], ['RETURN', 500], ['SPEND', -500]].sort())

    const second = await create(b, tier, 37_500, 500)
    assert.equal(second.statusCode, 200, second.comments)
    assert.equal((await account(db(), b))?.points, 0)
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    assert.equal((await account(db(), b))?.points, 500, 'given back once by the sweeper')
    // The lots are whole again: the same points pay a new order.
    assert.equal((await quote(b, tier, { usePoint: true })).points?.usablePoints, 500)
  })

  it('each refund gives back its tickets\' share of the points, the last one the rest; a revived order\'s points come back too', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10 })
    // Three tickets of ¥380: the deduction is capped by the 500 welcome points (¥5).
    const created = await api(b).post(CREATE, { ...quoteBody(tier, { qty: 3 }), deliverMethod: 'E_TICKET', paymentParam: { payAmount: 113_500 }, usePoints: 500, idempotencyKey: freshKey() })
    assert.equal(created.statusCode, 200, created.comments)
    const order = created.data as { orderId: string; unPaidTransactionIds: string[] }
    const payment = await startPayment(env(), b, order.unPaidTransactionIds[0] as string)
    await completeTrade(env().app, payment.tradeNo)
    await env().app.payments.runNotifications()
    const paid = (await account(db(), b))!.points
    const tickets = await ticketRows(db(), order.orderId)
    const back: number[] = []
    for (const t of tickets) {
      const before = (await account(db(), b))!.points
      const res = await requestRefund(env().app, b, order.orderId, [t.ticketId])
      assert.equal(res.statusCode, 200, res.comments)
      back.push((await account(db(), b))!.points - before)
    }
    // 500 × 1/3, then 334 × 1/2, then the rest: the shares add up to exactly what was spent.
    assert.deepEqual(back, [166, 167, 167])
    assert.equal((await account(db(), b))!.points, paid + 500)
    const returns = await db().select().from(pointRecords).where(and(eq(pointRecords.orderId, order.orderId), eq(pointRecords.kind, 'RETURN')))
    assert.equal(returns.length, 3)
    assert.ok(returns.every((r) => r.refundId.startsWith('RF')), 'one RETURN per refund')
    // The lots the order took are whole again.
    const [spend] = await db().select().from(pointRecords).where(and(eq(pointRecords.orderId, order.orderId), eq(pointRecords.kind, 'SPEND')))
    const lots = await db().select().from(pointRecords).where(and(eq(pointRecords.merchantId, b.merchant), eq(pointRecords.userId, b.userId), eq(pointRecords.kind, 'EARN')))
    const welcome = lots.find((l) => l.recordId === spend!.consumed[0]!.recordId)
    assert.equal(welcome?.remaining, 500)

    // An order that expired (points given back) and was paid late is revived and spends them again;
    // refunding it gives them back once more (before, its refund found the expiry's RETURN and gave nothing).
    const c = await login()
    const late = await create(c, tier, 37_500, 500)
    assert.equal(late.statusCode, 200, late.comments)
    const lateOrder = late.data as { orderId: string; unPaidTransactionIds: string[] }
    const latePayment = await startPayment(env(), c, lateOrder.unPaidTransactionIds[0] as string)
    env().clock.advance(16 * 60)
    await sweepExpiredOrders(db(), new Date(env().clock.now))
    assert.equal((await account(db(), c))!.points, 500, 'given back on expiry')
    await completeTrade(env().app, latePayment.tradeNo)
    await env().app.payments.runNotifications()
    const revived = (await account(db(), c))!.points
    const kinds = (await db().select().from(pointRecords).where(eq(pointRecords.orderId, lateOrder.orderId))).map((r) => r.kind).sort()
    assert.deepEqual(kinds, ['EARN', 'RESPEND', 'RETURN', 'SPEND'])
    const refund = await requestRefund(env().app, c, lateOrder.orderId)
    assert.equal(refund.statusCode, 200, refund.comments)
    assert.equal((await account(db(), c))!.points, revived + 500)
    // Asking again (a retry with another key) changes nothing.
    const again = await requestRefund(env().app, c, lateOrder.orderId)
    assert.notEqual(again.statusCode, 200)
    assert.equal((await account(db(), c))!.points, revived + 500)
  })

  it('birthday gifts: listed on every level; in the birthday month the points come once a year and the popup shows until closed', async () => {
    const b = await login()
    const level = async (lang = 'en-US') => (await api(b).get('/buyer/v3/current_level', { lang })).data as CurrentLevel
    const setBirthday = (birthday: string) => db().update(users).set({ birthday }).where(eq(users.userId, b.userId))
    // No birthday on the profile: the gifts are shown, nothing is due.
    const none = await level()
    assert.deepEqual(none.birthdayGifts.map((g) => [g.giftDesc, g.points]).slice(0, 2), [['100 points in your birthday month', 100], ['Member service for your birthday-month booking', 0]])
    assert.equal(none.birthdayGifts.length, 4, '10001 gives four at the first level (the list scrolls past 3)')
    assert.deepEqual([none.birthdayMonth, none.birthdayPopup, none.birthdayPoints, none.points], [false, false, 0, 500])

    // A birthday in another month (the shop's time, UTC+8): still nothing.
    const local = new Date(Date.now() + 8 * 3600_000)
    const month = local.getUTCMonth() + 1
    const pad = (n: number) => String(n).padStart(2, '0')
    await setBirthday(`1990-${pad((month % 12) + 1)}-15`)
    assert.deepEqual([(await level()).birthdayMonth, (await level()).points], [false, 500])

    // This month: five looks at once grant the points once.
    await setBirthday(`1990-${pad(month)}-01`)
    const looks = await Promise.all(Array.from({ length: 5 }, () => level()))
    assert.ok(looks.every((l) => l.birthdayMonth && l.birthdayPopup && l.birthdayPoints === 100))
    assert.equal((await account(db(), b))?.points, 600)
    const gifts = await db().select().from(pointRecords).where(and(eq(pointRecords.userId, b.userId), eq(pointRecords.source, 'BIRTHDAY')))
    assert.deepEqual(gifts.map((g) => [g.kind, g.points, g.remaining]), [['EARN', 100, 100]])
    assert.deepEqual((await api(b).get('/buyer/v3/prime/query_pop_setting')).data, { levelUpgrade: false, birthday: true })
    const records = (await api(b).get('/buyer/v3/point/records', { lang: 'zh-MO' })).data as RecordPage<PointRecord>
    assert.ok(records.records.some((r) => r.kind === 'EARN' && r.points === 100 && r.kindText === '生日禮'))

    // Closing the popup: not again this year, the points stay granted once.
    assert.deepEqual((await api(b).put('/buyer/v3/prime/no_longer_remind_user_birthday', {})).data, { levelUpgrade: false, birthday: false })
    const closed = await level()
    assert.deepEqual([closed.birthdayMonth, closed.birthdayPopup, closed.birthdayPoints, closed.points], [true, false, 100, 600])

    // A buyer whose first call is query_pop_setting (no member account yet): nothing is due until the membership is looked at.
    const c = await login()
    await db().update(users).set({ birthday: `1990-${pad(month)}-01` }).where(eq(users.userId, c.userId))
    assert.deepEqual((await api(c).get('/buyer/v3/prime/query_pop_setting')).data, { levelUpgrade: false, birthday: false })
    const looked = (await api(c).get('/buyer/v3/current_level')).data as CurrentLevel
    assert.deepEqual([looked.birthdayPopup, looked.birthdayPoints], [true, 100])

    // A year later (the account's years set back by one): granted and shown again.
    const lastYear = local.getUTCFullYear() - 1
    await db().update(memberAccounts).set({ birthdayGiftYear: lastYear, birthdayPopupYear: lastYear }).where(and(eq(memberAccounts.merchantId, b.merchant), eq(memberAccounts.userId, b.userId)))
    const again = await level()
    assert.deepEqual([again.birthdayPopup, again.points], [true, 700])
  })

  it('a level with a member discount prices shows with it (会员9.5折), before the points', async () => {
    const b = await login()
    const tier = await makeTier(db(), { capacity: 10 })
    await quote(b, tier)
    await db().update(memberAccounts).set({ level: 3, growth: 20_000, notifiedLevel: 3 }).where(and(eq(memberAccounts.merchantId, b.merchant), eq(memberAccounts.userId, b.userId)))
    const zh = (await api(b).post(PRE, quoteBody(tier, { usePoint: true }), { lang: 'zh-CN' })).data as PreOrderResponse
    assert.deepEqual(zh.memberDiscount, { percent: 95, amount: 1_900, text: '会员9.5折', levelName: '金卡会员' })
    // ¥361 after the member price: limit ¥36, capped by 500 points → ¥5.
    assert.deepEqual([zh.discount, zh.payAmount], [1_900 + 500, 38_000 - 2_400])
    const en = (await api(b).post(PRE, quoteBody(tier), { lang: 'en-US' })).data as PreOrderResponse
    assert.equal(en.memberDiscount?.text, 'Member 5% off')
    // prime_privilege carries it for the show pages' 会员{n}折 label.
    const privilege = await api(b).get('/user/v1/prime_privilege', { lang: 'zh-CN' })
    assert.deepEqual(privilege.data, {
      primeLevelName: '金卡会员',
      showDiscountPrivileges: [{ privilegeId: 'PRIME_LEVEL_3', belongTo: 'PRIME_LEVEL', targetName: '金卡会员' }],
      showDiscountPrivilegeVo: { formatDiscount: '9.5' },
      itemDiscountPrivilegeVo: null,
      couponPackageDiscountPrivilegeVo: null,
    })
    const created = await create(b, tier, 38_000 - 2_400, 500)
    assert.equal(created.statusCode, 200, created.comments)
    assert.equal((created.data as { payAmount: number }).payAmount, 35_600)
  })

  it('points about to expire, and expired points leave the balance with a record', async () => {
    const b = await login()
    await api(b).get('/buyer/v3/current_level')
    const soon = (await api(b).get('/buyer/v3/point/be_about_to_expire_point')).data as { points: number }
    assert.equal(soon.points, 0, 'a year away is not soon')
    env().clock.advance(340 * 86_400)
    const near = (await api(b).get('/buyer/v3/point/be_about_to_expire_point')).data as { points: number; expireTime: number }
    assert.equal(near.points, 500)
    assert.ok(near.expireTime > env().clock.now)
    env().clock.advance(30 * 86_400)
    const after = (await api(b).get('/buyer/v3/point/summary')).data as PointSummary
    assert.deepEqual([after.points, after.aboutToExpire.points], [0, 0])
    const records = (await api(b).get('/buyer/v3/point/records')).data as RecordPage<PointRecord>
    assert.equal(records.records[0]?.kind, 'EXPIRE')
    assert.equal(records.records[0]?.points, -500)
  })

  it('buyer routes need login', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/api/buyer/v3/current_level', headers: { 'merchant-id': '10001' } })
    assert.notEqual(JSON.parse(res.body).statusCode, 200)
  })
})
