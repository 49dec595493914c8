/**
 * Demo reservable places for both demo shops, in the three languages: a backstage tour (roomy slots,
 * up to 4 people a reservation) and a rehearsal-room visit whose slots hold 2 places, for a week of
 * days from tomorrow at the venue's time. The home's VENUE_RESERVATION entry (seed/catalog.ts) leads here.
 */
import { reservationSlots, reservationVenues } from '../db/schema-reservations.js'
import type { Translations } from '../i18n/translations.js'
import { CATALOG_ANCHOR, demoShowId } from './catalog.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]
const HOUR = 3_600_000
const DAY = 24 * HOUR
const tt = (v: T3): Translations => ({ 'zh-CN': v[0], 'zh-MO': v[1], 'en-US': v[2] })

const SHOPS: Array<{ merchantId: string; prefix: string; address: T3 }> = [
  { merchantId: '10001', prefix: 'MO', address: ['澳门新口岸冼星海大马路', '澳門新口岸冼星海大馬路', 'Avenida Xian Xing Hai, Macao'] },
  { merchantId: '10002', prefix: 'SH', address: ['上海市黄浦区人民大道300号', '上海市黃浦區人民大道300號', '300 People’s Avenue, Shanghai'] },
]

export const DEMO_RESERVATION_VENUES = { MACAU: ['MO-RV1', 'MO-RV2'], MAINLAND: ['SH-RV1', 'SH-RV2'] }

export async function seedReservations({ db }: SeedContext): Promise<number> {
  let n = 0
  // The catalog anchor is six days on; the slots start tomorrow (at UTC+8 venue time).
  const firstDay = CATALOG_ANCHOR.getTime() - 5 * DAY
  for (const { merchantId, prefix, address } of SHOPS) {
    const poster = (k: number) => `/api/pub/poster/${demoShowId(prefix, k)}.svg?merchantId=${merchantId}&shape=banner`
    const venues = [
      {
        venueId: `${prefix}-RV1`,
        name: tt(['剧院后台参观', '劇院後台參觀', 'Backstage tour']),
        intro: tt(['跟随舞台监督走进后台、化妆间与升降舞台，约60分钟。每次预约最多4人。', '跟隨舞台監督走進後台、化妝間與升降舞台，約60分鐘。每次預約最多4人。', 'Follow the stage manager backstage, into the dressing rooms and onto the lift stage; about 60 minutes. Up to 4 people a reservation.']),
        maxPeople: 4,
        position: 1,
        posterUrl: poster(3),
        hours: [10, 14],
        capacity: 20,
      },
      {
        venueId: `${prefix}-RV2`,
        name: tt(['排练厅开放参观', '排練廳開放參觀', 'Rehearsal room visit']),
        intro: tt(['在排练厅旁观一段真实排练，每个时段仅2个名额，每次预约1人。', '在排練廳旁觀一段真實排練，每個時段僅2個名額，每次預約1人。', 'Watch a real rehearsal from the side of the room. Only 2 places a slot, one person a reservation.']),
        maxPeople: 1,
        position: 2,
        posterUrl: poster(8),
        hours: [16],
        capacity: 2,
      },
    ]
    for (const v of venues) {
      const inserted = await db
        .insert(reservationVenues)
        .values({ merchantId, venueId: v.venueId, name: v.name, intro: v.intro, address: tt(address), posterUrl: v.posterUrl, maxPeople: v.maxPeople, position: v.position, utcOffset: 480, createdAt: SEED_TIME, updatedAt: SEED_TIME })
        .onConflictDoNothing()
        .returning({ id: reservationVenues.venueId })
      n += inserted.length
      const slots = Array.from({ length: 7 }, (_, d) =>
        v.hours.map((h) => {
          const start = new Date(firstDay + d * DAY + (h - 8) * HOUR)
          return { merchantId, venueId: v.venueId, slotId: `${v.venueId}-D${d + 1}-${h}`, startTime: start, endTime: new Date(start.getTime() + HOUR), capacity: v.capacity }
        }),
      ).flat()
      n += (await db.insert(reservationSlots).values(slots).onConflictDoNothing().returning({ id: reservationSlots.slotId })).length
    }
  }
  return n
}
