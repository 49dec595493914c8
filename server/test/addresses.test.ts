/**
 * Address book on every database: CRUD, the default rules (first becomes default, one default at a
 * time, deleting the default promotes the newest), localised validation refusals that change nothing,
 * the 20-address cap, and access (another buyer's or merchant's address is the same 404 as a missing one).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { ADDRESS_MAX, type Address } from '../../types/addresses.js'
import { MAINLAND, as, call, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'

const BASE = '/buyer/v1/addresses'
const body = (n: number, extra: Record<string, unknown> = {}) => ({
  recipient: `张三${n}`,
  phone: '13800138000',
  area: '广东省 深圳市 南山区',
  detail: `科技园南路${n}号大厦`,
  ...extra,
})

await describeOrders('addresses', (env) => {
  let alice: Buyer
  let bob: Buyer
  let carol: Buyer
  const list = async (b: Buyer) => ((await as(env().app, b).get(BASE)).data as { addresses: Address[] }).addresses
  const defaults = (xs: Address[]) => xs.filter((a) => a.isDefault).map((a) => a.recipient)

  it('logs buyers in', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    carol = await loginBuyer(env, MAINLAND)
  })

  it('refuses a caller who is not logged in', async () => {
    const res = await call(env().app, 'GET', BASE, undefined, { token: undefined })
    assert.equal(res.statusCode, 15012007)
  })

  it('creates, lists, updates and keeps the first address as the default', async () => {
    const api = as(env().app, alice)
    const first = await api.post(BASE, body(1))
    assert.equal(first.statusCode, 200, first.comments)
    const a1 = first.data as Address
    assert.equal(a1.isDefault, true)
    assert.equal(a1.countryCode, '86')
    const second = await api.post(BASE, body(2))
    assert.equal((second.data as Address).isDefault, false)
    assert.deepEqual(defaults(await list(alice)), ['张三1'])

    const updated = await api.put(`${BASE}/${a1.addressId}`, body(1, { recipient: '李四', detail: '  新地址一二三四  ', isDefault: false }))
    assert.equal(updated.statusCode, 200, updated.comments)
    const u = updated.data as Address
    assert.equal(u.recipient, '李四')
    assert.equal(u.detail, '新地址一二三四')
    // Clearing the only default is not possible.
    assert.equal(u.isDefault, true)
  })

  it('moves the default, and promotes the newest when the default is deleted', async () => {
    const api = as(env().app, alice)
    const third = (await api.post(BASE, body(3, { isDefault: true }))).data as Address
    assert.equal(third.isDefault, true)
    let xs = await list(alice)
    assert.equal(xs.length, 3)
    assert.deepEqual(defaults(xs), ['张三3'])
    assert.equal(xs[0]?.addressId, third.addressId, 'the default is listed first')

    const second = xs.find((a) => a.recipient === '张三2')
    assert.ok(second)
    const made = await api.post(`${BASE}/${second.addressId}/default`, {})
    assert.equal(made.statusCode, 200, made.comments)
    xs = await list(alice)
    assert.deepEqual(defaults(xs), ['张三2'])

    const del = await api.del(`${BASE}/${second.addressId}`)
    assert.equal(del.statusCode, 200, del.comments)
    xs = await list(alice)
    assert.equal(xs.length, 2)
    assert.deepEqual(defaults(xs), ['张三3'], 'the newest remaining address is promoted')

    // Deleting a non-default leaves the default alone.
    const li = xs.find((a) => a.recipient === '李四')
    assert.ok(li)
    await api.del(`${BASE}/${li.addressId}`)
    assert.deepEqual(defaults(await list(alice)), ['张三3'])
    assert.equal((await api.del(`${BASE}/${li.addressId}`)).statusCode, 404)
  })

  it('refuses invalid input with localised messages and changes nothing', async () => {
    const api = as(env().app, alice)
    const before = await list(alice)
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ recipient: '  ' }, '请填写收货人', 'Please enter the recipient'],
      [{ phone: '' }, '请填写手机号码', 'Please enter a phone number'],
      [{ phone: '2380013800' }, '请输入正确的手机号码', 'Please enter a valid phone number'],
      [{ area: '' }, '请填写所在地区', 'Please enter the province, city and district'],
      [{ detail: '五个字地址' }, '详细地址不能少于6个字', 'The detailed address needs at least 12 characters'],
    ]
    for (const [patch, zh, en] of cases) {
      const res = await api.post(BASE, body(9, patch), { lang: 'zh-CN' })
      assert.equal(res.statusCode, 400)
      assert.equal(res.comments, zh)
      assert.equal((await api.post(BASE, body(9, patch), { lang: 'en-US' })).comments, en)
      const target = before[0]
      assert.ok(target)
      assert.equal((await api.put(`${BASE}/${target.addressId}`, body(9, patch))).statusCode, 400)
    }
    assert.equal((await api.post(BASE, body(9, { detail: '五个字地址' }), { lang: 'zh-MO' })).comments, '詳細地址不能少於6個字')
    // Six characters are enough in every language (both readings of the spec stand; 6 is enforced).
    assert.deepEqual(await list(alice), before)
    // A Macau number with its country code is valid.
    const mo = await api.post(BASE, body(10, { countryCode: '+853', phone: '66123456', detail: 'Rua 12' }))
    assert.equal(mo.statusCode, 200, mo.comments)
    assert.equal((mo.data as Address).countryCode, '853')
    await api.del(`${BASE}/${(mo.data as Address).addressId}`)
  })

  it('keeps at most 20 addresses', async () => {
    const api = as(env().app, bob)
    for (let i = 0; i < ADDRESS_MAX; i++) assert.equal((await api.post(BASE, body(i))).statusCode, 200)
    const over = await api.post(BASE, body(99), { lang: 'zh-CN' })
    assert.equal(over.statusCode, 400)
    assert.equal(over.comments, '最多可保存20个收货地址')
    const xs = await list(bob)
    assert.equal(xs.length, ADDRESS_MAX)
    assert.equal(defaults(xs).length, 1)
  })

  it("answers 404 for another buyer's or merchant's address and changes nothing", async () => {
    const mine = (await list(alice))[0]
    assert.ok(mine)
    for (const other of [bob, carol]) {
      const api = as(env().app, other)
      assert.equal((await api.put(`${BASE}/${mine.addressId}`, body(1))).statusCode, 404)
      assert.equal((await api.del(`${BASE}/${mine.addressId}`)).statusCode, 404)
      assert.equal((await api.post(`${BASE}/${mine.addressId}/default`, {})).statusCode, 404)
      assert.equal((await api.put(`${BASE}/nope`, body(1))).statusCode, 404)
    }
    assert.deepEqual(await list(carol), [])
    assert.deepEqual((await list(alice))[0], mine)
  })
})
