/**
 * Demo car parks of both demo shops with their tariffs, and the cars in them as their gates would have
 * recorded them: each demo plate arrived 2 h 35 min before the seeding (a stay of a few hours when the
 * demo is tried the same day; the fee keeps growing, capped per day, on a database kept for longer).
 * Shop 10001 has two car parks (a choice on the parking page), shop 10002 one.
 *
 *   10001: MA-12-34 and MB-56-78 in the Cultural Centre car park, MC-90-12 and MD-34-56 in the Harbour car park
 *   10002: 沪A12345 and 沪AD67890 (new energy) in the 上海大剧院 car park
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import { parkingLots, parkingStays } from '../db/schema-parking.js'
import type { SeedContext } from './index.js'

const PARKED_MS = (2 * 60 + 35) * 60_000

export const DEMO_PARKING: Record<string, { lots: string[]; plates: Record<string, string[]> }> = {
  [DEMO_MERCHANTS.MACAU]: { lots: ['MO-PK-CCM', 'MO-PK-HARBOUR'], plates: { 'MO-PK-CCM': ['MA-12-34', 'MB-56-78'], 'MO-PK-HARBOUR': ['MC-90-12', 'MD-34-56'] } },
  [DEMO_MERCHANTS.MAINLAND]: { lots: ['SH-PK-GT'], plates: { 'SH-PK-GT': ['沪A12345', '沪AD67890'] } },
}

export async function seedParking({ db }: SeedContext): Promise<number> {
  const lots = [
    {
      merchantId: DEMO_MERCHANTS.MACAU,
      lotId: 'MO-PK-CCM',
      name: { 'zh-MO': '文化中心停車場', 'zh-CN': '文化中心停车场', 'en-US': 'Cultural Centre car park' },
      address: { 'zh-MO': '冼星海大馬路 文化中心地庫', 'zh-CN': '冼星海大马路 文化中心地库', 'en-US': 'Av. Xian Xing Hai, Cultural Centre basement' },
      freeMinutes: 15,
      firstHourCents: 800,
      perHourCents: 500,
      dailyCapCents: 6_000,
      exitGraceMinutes: 15,
      currency: 'CNY',
      position: 0,
    },
    {
      merchantId: DEMO_MERCHANTS.MACAU,
      lotId: 'MO-PK-HARBOUR',
      name: { 'zh-MO': '漁人碼頭停車場', 'zh-CN': '渔人码头停车场', 'en-US': "Fisherman's Wharf car park" },
      address: { 'zh-MO': '友誼大馬路', 'zh-CN': '友谊大马路', 'en-US': 'Av. da Amizade' },
      freeMinutes: 30,
      firstHourCents: 1_000,
      perHourCents: 600,
      dailyCapCents: 8_000,
      exitGraceMinutes: 20,
      currency: 'CNY',
      position: 1,
    },
    {
      merchantId: DEMO_MERCHANTS.MAINLAND,
      lotId: 'SH-PK-GT',
      name: { 'zh-CN': '上海大剧院停车场' },
      address: { 'zh-CN': '黄浦区人民大道300号 地下二层' },
      freeMinutes: 15,
      firstHourCents: 1_500,
      perHourCents: 1_000,
      dailyCapCents: 12_000,
      exitGraceMinutes: 15,
      currency: 'CNY',
      position: 0,
    },
  ]
  // Development data only (production never seeds): each demo gate's key is written in the README.
  const withGates = lots.map((lot) => ({ ...lot, gateSecret: demoGateSecret(lot.lotId) }))
  let n = (await db.insert(parkingLots).values(withGates).onConflictDoNothing().returning({ id: parkingLots.lotId })).length
  const enteredAt = new Date(Date.now() - PARKED_MS)
  const stays = Object.entries(DEMO_PARKING).flatMap(([merchantId, shop]) =>
    Object.entries(shop.plates).flatMap(([lotId, plates]) => plates.map((plate) => ({ stayId: `DEMO-${lotId}-${plate}`, merchantId, lotId, plate, enteredAt }))),
  )
  n += (await db.insert(parkingStays).values(stays).onConflictDoNothing().returning({ id: parkingStays.stayId })).length
  return n
}

/** The demo car parks' gate key (README, "Parking gates"): development data, never in production. */
export const demoGateSecret = (lotId: string) => `demo-gate-${lotId}`
