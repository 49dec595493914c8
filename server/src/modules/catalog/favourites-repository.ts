/** Favourite shows of a buyer (catalog_favourites) — the only favourites code that touches Drizzle. */
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { catalogFavourites, catalogShows } from '../../db/schema-catalog.js'

export interface FavouritesRepository {
  /** True when the buyer has the show among their favourites (listed or not). */
  isFavourite(merchantId: string, userId: string, showId: string): Promise<boolean>
  /** Adds it once; adding again keeps the first time (the list's order). */
  add(merchantId: string, userId: string, showId: string, at: Date): Promise<void>
  /** Removes it; true when there was one. */
  remove(merchantId: string, userId: string, showId: string): Promise<boolean>
  /** A page of the buyer's favourites that are still listed, newest first, and how many there are. */
  listedPage(merchantId: string, userId: string, offset: number, length: number): Promise<{ total: number; showIds: string[] }>
}

const LISTED = 'ONLINE'

export function createFavouritesRepository(db: Db): FavouritesRepository {
  const mine = (merchantId: string, userId: string) => and(eq(catalogFavourites.merchantId, merchantId), eq(catalogFavourites.userId, userId))
  // Favourites whose show is listed: a show taken offline leaves the list but keeps its row, so it
  // comes back if the merchant lists it again.
  const listedJoin = and(
    eq(catalogShows.merchantId, catalogFavourites.merchantId),
    eq(catalogShows.showId, catalogFavourites.showId),
    eq(catalogShows.showStatus, LISTED),
  )
  return {
    async isFavourite(merchantId, userId, showId) {
      const rows = await db
        .select({ showId: catalogFavourites.showId })
        .from(catalogFavourites)
        .where(and(mine(merchantId, userId), eq(catalogFavourites.showId, showId)))
        .limit(1)
      return rows.length > 0
    },

    async add(merchantId, userId, showId, at) {
      await db.insert(catalogFavourites).values({ merchantId, userId, showId, createdAt: at }).onConflictDoNothing()
    },

    async remove(merchantId, userId, showId) {
      const gone = await db
        .delete(catalogFavourites)
        .where(and(mine(merchantId, userId), eq(catalogFavourites.showId, showId)))
        .returning({ showId: catalogFavourites.showId })
      return gone.length > 0
    },

    async listedPage(merchantId, userId, offset, length) {
      const [totalRow] = await db.select({ n: count() }).from(catalogFavourites).innerJoin(catalogShows, listedJoin).where(mine(merchantId, userId))
      const rows = await db
        .select({ showId: catalogFavourites.showId })
        .from(catalogFavourites)
        .innerJoin(catalogShows, listedJoin)
        .where(mine(merchantId, userId))
        .orderBy(desc(catalogFavourites.createdAt), desc(catalogFavourites.showId))
        .offset(offset)
        .limit(length)
      return { total: Number(totalRow?.n ?? 0), showIds: rows.map((r) => r.showId) }
    },
  }
}
