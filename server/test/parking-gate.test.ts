/**
 * The car park's gate on the API (PostgreSQL, and PGlite): a signed ENTER begins a car's stay, which
 * a buyer then finds by its plate; a signed EXIT opens the barrier only when nothing is due (within the
 * free minutes, or after paying, within the grace) and ends the stay, otherwise it stays shut and says
 * what is due, in the asked language (else the shop's). A forged, unsigned, stale or malformed event, an event for an
 * unknown car park or one without a gate, changes nothing; a replayed event changes nothing either.
 */
import assert from 'node:assert/strict'
import { and, eq, isNull } from 'drizzle-orm'
import { it } from 'node:test'
import type { ParkingCreateResponse, ParkingQuote } from '../../types/parking.js'
import { parkingLots, parkingStays } from '../src/db/schema-parking.js'
import { gateSignature } from '../src/modules/parking/gate.js'
import { demoGateSecret } from '../src/seed/parking.js'
import { alsoOnPglite, envelopeOf } from './helpers.js'
import { as, describePayments, freshKey, loginBuyer, payAtSandbox } from './payments-helpers.js'

alsoOnPglite('the gate ends a stay in a transaction with the stay row locked, as npm start runs it')

const LOT = 'MO-PK-HARBOUR' // 30 free minutes, ¥10 the first hour, 20 minutes' grace
const MERCHANT = '10001'

await describePayments('parking gate', (env) => {
  const db = () => env().db.handle.db
  let plates = 0
  const newPlate = () => `MG-${String(++plates).padStart(2, '0')}-${String(Date.now() % 100).padStart(2, '0')}`

  interface Sent {
    body?: string
    timestamp?: string
    signature?: string
    secret?: string
    lotId?: string
    lang?: string
  }
  async function gate(kind: string, plate: string, o: Sent = {}) {
    const lotId = o.lotId ?? LOT
    const body = o.body ?? JSON.stringify({ kind, plate })
    const timestamp = o.timestamp ?? String(env().clock.now)
    const signature = o.signature ?? gateSignature(o.secret ?? demoGateSecret(lotId), MERCHANT, lotId, timestamp, body)
    const res = await env().app.inject({
      method: 'POST',
      url: `/api/gate/v1/parking/${MERCHANT}/${lotId}/events${o.lang ? `?lang=${o.lang}` : ''}`,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-gate-timestamp': timestamp, 'x-gate-signature': signature },
    })
    const e = envelopeOf(res)
    return { http: res.statusCode, ...e, data: e.data as { open: boolean; dueCents: number; exitBy: number | null; message: string; plate: string } }
  }
  const openStays = (plate: string) => db().select().from(parkingStays).where(and(eq(parkingStays.plate, plate), isNull(parkingStays.exitedAt)))

  it('a car comes in, is found by its plate, pays, and goes out within the grace; then it is gone', async () => {
    const plate = newPlate()
    const entered = await gate('ENTER', plate.toLowerCase(), { lang: 'en-US' })
    assert.deepEqual([entered.http, entered.data.open, entered.data.plate, entered.data.message], [200, true, plate, 'Welcome'])
    assert.equal(entered.data.exitBy, env().clock.now + 30 * 60_000, 'free to leave within the free minutes')
    // The same entry again (a replay, or the camera read it twice): still one stay.
    await gate('ENTER', plate)
    assert.equal((await openStays(plate)).length, 1)

    env().clock.advance(50 * 60)
    const shut = await gate('EXIT', plate, { lang: 'zh-MO' })
    assert.deepEqual([shut.data.open, shut.data.dueCents, shut.data.message], [false, 1_000, '請先繳費 ¥10.00'])
    assert.equal((await openStays(plate)).length, 1, 'a car that owes stays in')
    assert.equal((await gate('EXIT', plate)).data.message, '請先繳費 ¥10.00', "without a language, the shop's (zh-MO)")

    const buyer = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    const q = (await as(env().app, buyer).get(`/buyer/v1/parking/quote?lotId=${LOT}&plate=${encodeURIComponent(plate)}&couponId=`)).data as ParkingQuote
    assert.deepEqual([q.minutes, q.dueCents], [50, 1_000])
    const created = await as(env().app, buyer).post('/buyer/v1/parking/create_order', { lotId: LOT, plate, payAmount: 1_000, couponId: '' }, { headers: { 'idempotency-key': freshKey() } })
    assert.equal(created.statusCode, 200, created.comments)
    await payAtSandbox(env(), buyer, (created.data as ParkingCreateResponse).unPaidTransactionIds[0] as string)

    env().clock.advance(10 * 60)
    const out = await gate('EXIT', plate, { lang: 'en-US' })
    assert.deepEqual([out.data.open, out.data.dueCents, out.data.message], [true, 0, 'Goodbye'])
    assert.equal((await openStays(plate)).length, 0, 'the stay ended')
    const again = await gate('EXIT', plate)
    assert.deepEqual([again.http, again.errorCode], [200, 'PARKING_GATE_NO_STAY'])
    const gone = await as(env().app, buyer).get(`/buyer/v1/parking/quote?lotId=${LOT}&plate=${encodeURIComponent(plate)}`)
    assert.equal(gone.errorCode, 'PARKING_NO_STAY', 'a car that left has nothing to pay')
  })

  it('a car within its free minutes goes out without paying; one that stayed past the grace after paying is held', async () => {
    const quick = newPlate()
    await gate('ENTER', quick)
    env().clock.advance(29 * 60)
    assert.equal((await gate('EXIT', quick)).data.open, true)

    const late = newPlate()
    await gate('ENTER', late)
    env().clock.advance(31 * 60)
    assert.deepEqual([(await gate('EXIT', late)).data.open, (await gate('EXIT', late)).data.dueCents], [false, 1_000])
  })

  it('refuses a forged, unsigned, stale or malformed event, and an unknown car park or one without a gate, changing nothing', async () => {
    const plate = newPlate()
    const body = JSON.stringify({ kind: 'ENTER', plate })
    const cases: Array<[string, Sent, number, string]> = [
      ['another key', { secret: 'not-the-gate-key' }, 401, 'PARKING_GATE_BAD_SIGNATURE'],
      ['no signature', { signature: '' }, 401, 'PARKING_GATE_BAD_SIGNATURE'],
      ['a body changed after signing', { body: JSON.stringify({ kind: 'ENTER', plate: 'MX-00-00' }), signature: gateSignature(demoGateSecret(LOT), MERCHANT, LOT, String(env().clock.now), body) }, 401, 'PARKING_GATE_BAD_SIGNATURE'],
      ['a timestamp six minutes old', { timestamp: String(env().clock.now - 6 * 60_000) }, 401, 'PARKING_GATE_STALE'],
      ['not a timestamp', { timestamp: 'soon' }, 401, 'PARKING_GATE_STALE'],
      ['not JSON', { body: '{kind: ENTER' }, 400, 'PARKING_GATE_BAD_EVENT'],
      ['an unknown kind', { body: JSON.stringify({ kind: 'PARK', plate }) }, 400, 'PARKING_GATE_BAD_EVENT'],
      ['not a plate', { body: JSON.stringify({ kind: 'ENTER', plate: '12' }) }, 400, 'PARKING_GATE_BAD_EVENT'],
      ['an unknown car park', { lotId: 'NO-SUCH-LOT' }, 404, 'PARKING_GATE_UNKNOWN_LOT'],
    ]
    for (const [what, sent, http, code] of cases) {
      const res = await gate('ENTER', plate, { lang: 'en-US', ...sent })
      assert.deepEqual([res.http, res.errorCode], [http, code], what)
      assert.ok(res.comments.length > 0, `${what}: a message`)
    }
    assert.equal((await openStays(plate)).length, 0, 'no stay began')
    assert.equal((await gate('ENTER', plate, { body: 'x', lang: 'zh-CN', secret: 'x' })).comments, '道闸签名无效')

    // A car park without a gate key takes no events, whatever they are signed with.
    await db().update(parkingLots).set({ gateSecret: null }).where(eq(parkingLots.lotId, 'MO-PK-CCM'))
    try {
      const res = await gate('ENTER', plate, { lotId: 'MO-PK-CCM', secret: '' })
      assert.deepEqual([res.http, res.errorCode], [404, 'PARKING_GATE_UNKNOWN_LOT'])
    } finally {
      await db().update(parkingLots).set({ gateSecret: demoGateSecret('MO-PK-CCM') }).where(eq(parkingLots.lotId, 'MO-PK-CCM'))
    }
    assert.equal((await openStays(plate)).length, 0)
  })
})
