/** The catalog rows an order is checked against and an order brief shows (read only; catalog owns them). */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { buyerAddresses, catalogCities, catalogSeatPlans, catalogSessions, catalogShows, catalogVenues, orderMerchantSettings, orderShowRules } from '../../../db/schema.js'
import { merchantRowsByIds } from '../../../db/rows-by-ids.js'
import type { OrdersRepository } from '../repository.js'

export type CatalogRows = Pick<
  OrdersRepository,
  'findShow' | 'findSession' | 'findSeatPlans' | 'findShowDisplays' | 'findSessionsByIds' | 'findShowRules' | 'ownsAddress' | 'findReserveSeconds'
>

export function catalogRows(db: Db): CatalogRows {
  return {
    async findShow(merchantId, showId) {
      const [row] = await db
        .select()
        .from(catalogShows)
        .where(and(eq(catalogShows.merchantId, merchantId), eq(catalogShows.showId, showId), eq(catalogShows.showStatus, 'ONLINE')))
      return row ?? null
    },
    async findSession(merchantId, sessionId) {
      const [row] = await db
        .select()
        .from(catalogSessions)
        .where(and(eq(catalogSessions.merchantId, merchantId), eq(catalogSessions.sessionId, sessionId)))
      return row ?? null
    },
    async findSeatPlans(merchantId, seatPlanIds) {
      if (seatPlanIds.length === 0) return []
      return db
        .select()
        .from(catalogSeatPlans)
        .where(and(eq(catalogSeatPlans.merchantId, merchantId), inArray(catalogSeatPlans.seatPlanId, seatPlanIds)))
    },
    async findShowDisplays(merchantId, showIds) {
      if (showIds.length === 0) return []
      const rows = await db
        .select({ show: catalogShows, venueName: catalogVenues.name, cityName: catalogCities.cityName })
        .from(catalogShows)
        .leftJoin(catalogVenues, and(eq(catalogVenues.merchantId, catalogShows.merchantId), eq(catalogVenues.venueId, catalogShows.venueId)))
        .leftJoin(catalogCities, and(eq(catalogCities.merchantId, catalogShows.merchantId), eq(catalogCities.cityId, catalogShows.cityId)))
        .where(and(eq(catalogShows.merchantId, merchantId), inArray(catalogShows.showId, showIds)))
      return rows
    },
    findSessionsByIds: (merchantId, sessionIds) => merchantRowsByIds(db, catalogSessions, catalogSessions.sessionId, merchantId, sessionIds),
    async findShowRules(merchantId, showId) {
      const [row] = await db
        .select({
          maxPerOrder: orderShowRules.maxPerOrder,
          maxPerBuyer: orderShowRules.maxPerBuyer,
          realNameRequired: orderShowRules.realNameRequired,
          deliverMethods: orderShowRules.deliverMethods,
          agreement: orderShowRules.agreement,
          agreementNeedReadAll: orderShowRules.agreementNeedReadAll,
        })
        .from(orderShowRules)
        .where(and(eq(orderShowRules.merchantId, merchantId), eq(orderShowRules.showId, showId)))
      return row ?? null
    },
    async ownsAddress(merchantId, userId, addressId) {
      const [row] = await db
        .select({ id: buyerAddresses.addressId })
        .from(buyerAddresses)
        .where(and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId), eq(buyerAddresses.addressId, addressId)))
      return row !== undefined
    },
    async findReserveSeconds(merchantId) {
      const [row] = await db
        .select({ s: orderMerchantSettings.reserveSeconds })
        .from(orderMerchantSettings)
        .where(eq(orderMerchantSettings.merchantId, merchantId))
      return row?.s ?? null
    },
  }
}
