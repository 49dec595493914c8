/**
 * Issue 14, finding 5 — input hygiene and keys. A NUL in any text input (search keyword, address,
 * attendee name) answered HTTP 500 (PostgreSQL refuses 0x00 in text); invalid `lang` values were
 * silently accepted; the seat-partner signing key defaulted to the auth secret.
 *
 * Now: every control character but tab, LF and CR is refused at the schema layer with the 400 envelope
 * in the asked language, naming the field, and nothing changes; a `lang` we cannot map is refused the
 * same way (the mapped spellings still work); each purpose signs with its own key — a seat result
 * signed with AUTH_SECRET is refused, and production names a missing or shared key.
 */
import assert from 'node:assert/strict'
import net from 'node:net'
import { it } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import { API_PREFIX } from '../../types/api.js'
import { buyerAddresses, catalogShows, orderAudiences, seatMaps, seats } from '../src/db/schema.js'
import { createClaimsCodec } from '../src/lib/signed-claims.js'
import { productionProblems } from '../src/config/index.js'
import { multipart, png } from './accounts-helpers.js'
import { envelopeOf } from './helpers.js'
import { MACAU, as, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'
import { productionEnv } from './production-helpers.js'

// The development default this finding is about: an auth secret set, no seat-partner secret.
const AUTH_SECRET = 'auth-secret-of-this-test-run-0123456789abcdef'
process.env.AUTH_SECRET = AUTH_SECRET
delete process.env.SEAT_PARTNER_SECRET

const LANGS = { 'en-US': /control characters/, 'zh-CN': /控制字符/, 'zh-MO': /控制字元/ } as const

await describeOrders('finding 5: control characters, lang and keys', (env) => {
  let alice: Buyer

  it('logs a buyer in', async () => {
    alice = await loginBuyer(env)
  })

  it('refuses a NUL in the search keyword with the 400 envelope, in each language, naming the field', async () => {
    for (const [lang, text] of Object.entries(LANGS)) {
      const res = await env().app.inject({ url: `${API_PREFIX}/home/pub/v3/show_list/search?keyword=a%00b&offset=0&length=20&lang=${lang}`, headers: { 'merchant-id': MACAU } })
      assert.equal(res.statusCode, 200, res.body)
      const body = envelopeOf(res)
      assert.equal(body.statusCode, 400, res.body)
      assert.match(body.comments, text)
      assert.match(body.comments, /keyword/)
      assert.equal(body.data, null)
    }
  })

  it('refuses control characters in a body field (address, attendee name) and stores nothing', async () => {
    const api = as(env().app, alice)
    const db = env().db.handle.db
    for (const bad of ['张\u0000三', 'Zhang\u0007', 'x\u001b[31m', 'y\u0085']) {
      const address = await api.post('/buyer/v1/addresses', { recipient: bad, phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园南路1号' }, { lang: 'en-US' })
      assert.equal(address.statusCode, 400, JSON.stringify(bad))
      assert.match(address.comments, /recipient contains control characters/)
      const attendee = await api.post('/buyer/v1/user_audiences', { name: bad, idType: 'PASSPORT', idNo: 'E12345678', countryRegion: 'cn' }, { lang: 'zh-MO' })
      assert.equal(attendee.statusCode, 400, JSON.stringify(bad))
      assert.match(attendee.comments, /name 含有不允許的控制字元/)
    }
    assert.equal((await db.select().from(buyerAddresses).where(eq(buyerAddresses.userId, alice.userId))).length, 0)
    assert.equal((await db.select().from(orderAudiences).where(eq(orderAudiences.userId, alice.userId))).length, 0)
    // Tab, line feed and CJK text are fine.
    const fine = await api.post('/buyer/v1/addresses', { recipient: '张三', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园南路1号\n3楼\t前台' })
    assert.equal(fine.statusCode, 200, fine.comments)
  })

  it('refuses them in path parameters, unknown query parameters and JSON keys too', async () => {
    const app = env().app
    const show = await app.inject({ url: `${API_PREFIX}/show/pub/v5/show/A%00B/static?lang=en`, headers: { 'merchant-id': MACAU } })
    assert.equal(envelopeOf(show).statusCode, 400, show.body)
    const channel = await app.inject({ url: `${API_PREFIX}/home/pub/v5/shop/configs?merchantId=${MACAU}&lang=en&channelId=%01x`, headers: {} })
    assert.match(envelopeOf(channel).comments, /channelId contains control characters/)
    const key = await as(app, alice).post('/buyer/v1/addresses', { recipient: '张三', phone: '13800138000', area: 'a', detail: 'b', 'x\u0000': 1 }, { lang: 'en-US' })
    assert.equal(key.statusCode, 400)
  })

  it('refuses them in the text fields of a multipart upload, which the schema layer does not see', async () => {
    const { payload, headers } = multipart({ policy: 'p\u0000olicy', signature: 'sig' }, { name: 'a.png', type: 'image/png', body: png() })
    const res = await env().app.inject({ method: 'POST', url: `${API_PREFIX}/user/pub/v1/oss/upload?merchantId=${MACAU}&lang=en-US`, headers, payload })
    const body = envelopeOf(res)
    assert.equal(body.statusCode, 400, res.body)
    assert.match(body.comments, /policy contains control characters/)
  })

  it('answers a control character in a header (refused by the HTTP parser) with the envelope', async () => {
    const app = env().app
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as net.AddressInfo).port
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${API_PREFIX}/health HTTP/1.1\r\nHost: x\r\nchannel-id: a\u0000b\r\n\r\n`))
      let out = ''
      socket.on('data', (d) => (out += d))
      socket.on('end', () => resolve(out))
      socket.on('error', reject)
    })
    assert.match(raw, /^HTTP\/1\.1 400/)
    // Written to the socket past Fastify's hooks, it still carries the security headers.
    assert.match(raw, /\r\nx-content-type-options: nosniff\r\n/i)
    assert.match(raw, /\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i)
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { statusCode: number; comments: string }
    assert.equal(body.statusCode, 400)
    assert.ok(body.comments)
  })

  it('refuses a lang it cannot map, in the merchant language, and maps the documented spellings', async () => {
    const app = env().app
    for (const lang of ['fr', 'xx-YY', 'zh-\u0000', 'en_US_POSIX_garbage_long_value']) {
      const res = await app.inject({ url: `${API_PREFIX}/home/pub/v5/shop/configs?merchantId=${MACAU}&lang=${encodeURIComponent(lang)}` })
      const body = envelopeOf(res)
      assert.equal(body.statusCode, 400, `${lang}: ${res.body}`)
      if (lang === 'fr') {
        assert.equal(body.errorCode, 'LANG_UNSUPPORTED')
        assert.match(body.comments, /不支援的語言：fr/, 'merchant 10001 speaks zh-MO by default')
      }
    }
    for (const [lang, shopName] of [['zh-TW', '蓮花'], ['en', 'Lotus'], ['zh-Hant', '蓮花'], ['EN-gb', 'Lotus'], ['', '蓮花'], ['null', '蓮花']] as const) {
      const res = await app.inject({ url: `${API_PREFIX}/home/pub/v5/shop/configs?merchantId=${MACAU}&lang=${lang}` })
      const body = envelopeOf<{ shopName: string }>(res)
      assert.equal(body.statusCode, 200, `${lang}: ${res.body}`)
      assert.ok(body.data.shopName.includes(shopName), `${lang}: ${body.data.shopName}`)
    }
  })

  it('signs seat results with their own key: one signed with AUTH_SECRET is refused', async () => {
    const db = env().db.handle.db
    const [session] = await db
      .select({ showId: seatMaps.showId, sessionId: seatMaps.sessionId })
      .from(seatMaps)
      .innerJoin(catalogShows, and(eq(catalogShows.merchantId, seatMaps.merchantId), eq(catalogShows.showId, seatMaps.showId)))
      .where(and(eq(seatMaps.merchantId, MACAU), eq(seatMaps.mode, 'THIRD_PARTY'), eq(catalogShows.showDetailStatus, 'ON_SALE')))
      .orderBy(asc(seatMaps.sessionId))
      .limit(1)
    assert.ok(session)
    const free = await db.select().from(seats).where(and(eq(seats.sessionId, session.sessionId), eq(seats.state, 'FREE'))).orderBy(asc(seats.seatId)).limit(1)
    const seatIds = free.map((s) => s.seatId)
    const forged = createClaimsCodec(AUTH_SECRET).sign({ m: MACAU, sh: session.showId, s: session.sessionId, seats: seatIds, labels: ['A1'] }, Date.now(), 600_000).token
    const res = await as(env().app, alice).post('/buyer/v3/pre_order', { showId: session.showId, sessionId: session.sessionId, seatIds, partnerSeatToken: forged }, { lang: 'en-US' })
    assert.equal(res.statusCode, 400, res.comments)
    assert.match(res.comments, /partner/)
  })

  it('in production every key is required and no two purposes may share one', () => {
    const missing = productionEnv()
    delete missing.SEAT_PARTNER_SECRET
    assert.match(productionProblems(missing).join('\n'), /SEAT_PARTNER_SECRET is not set/)
    const shared = productionEnv()
    shared.SEAT_PARTNER_SECRET = shared.AUTH_SECRET
    assert.match(productionProblems(shared).join('\n'), /AUTH_SECRET and SEAT_PARTNER_SECRET hold the same value/)
  })
})
