/**
 * Deterministic demo data. One module per domain; later domains (shows, goods, coupons, levels) add a
 * step to SEED_STEPS after the ones they depend on. Every step inserts only what is missing, so seeding
 * twice changes nothing.
 */
import type { Db } from '../db/client.js'
import { createShopRepository } from '../modules/shop/repository.js'
import { seedShops } from './shop.js'
import { seedCatalog } from './catalog.js'
import { seedAccounts } from './accounts.js'
import { seedOrders } from './orders.js'
import { seedSeating } from './seating.js'
import { seedPayments } from './payments.js'
import { seedTickets } from './tickets.js'
import { seedDocuments } from './documents.js'
import { seedRefunds } from './refunds.js'
import { seedCoupons } from './coupons.js'
import { seedProducts } from './products.js'
import { seedCombos } from './combos.js'
import { seedAnnouncements } from './announcements.js'
import { seedMembership } from './membership.js'
import { seedRegistrations } from './registrations.js'
import { seedCards } from './cards.js'
import { seedTopics } from './topics.js'
import { seedReservations } from './reservations.js'
import { seedParking } from './parking.js'

export interface SeedContext {
  db: Db
}

export interface SeedStep {
  name: string
  run(ctx: SeedContext): Promise<number>
}

export const SEED_STEPS: SeedStep[] = [{ name: 'shops', run: seedShops }]
SEED_STEPS.push({ name: 'catalog', run: seedCatalog })
SEED_STEPS.push({ name: 'accounts', run: seedAccounts })
SEED_STEPS.push({ name: 'orders', run: seedOrders })
// Seat maps align the seat-picking tiers' stock rows, so they come right after the orders step.
SEED_STEPS.push({ name: 'seating', run: seedSeating })
SEED_STEPS.push({ name: 'payments', run: seedPayments })
SEED_STEPS.push({ name: 'tickets', run: seedTickets })
SEED_STEPS.push({ name: 'documents', run: seedDocuments })
SEED_STEPS.push({ name: 'refunds', run: seedRefunds })
SEED_STEPS.push({ name: 'coupons', run: seedCoupons })
SEED_STEPS.push({ name: 'products', run: seedProducts })
// Combos price their parts from the seeded tiers and SKUs.
SEED_STEPS.push({ name: 'combos', run: seedCombos })
SEED_STEPS.push({ name: 'announcements', run: seedAnnouncements })
SEED_STEPS.push({ name: 'membership', run: seedMembership })
SEED_STEPS.push({ name: 'registrations', run: seedRegistrations })
SEED_STEPS.push({ name: 'cards', run: seedCards })
SEED_STEPS.push({ name: 'topics', run: seedTopics })
SEED_STEPS.push({ name: 'reservations', run: seedReservations })
SEED_STEPS.push({ name: 'parking', run: seedParking })

export interface SeedReport {
  inserted: Record<string, number>
  total: number
}

/** Insert every missing demo row in one transaction (all steps or none). */
export async function seedAll(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx as unknown as Db }
    const inserted: Record<string, number> = {}
    let total = 0
    for (const step of SEED_STEPS) {
      const n = await step.run(ctx)
      inserted[step.name] = n
      total += n
    }
    return { inserted, total }
  })
}

/** Seed only a database with no merchants (first start); returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if ((await createShopRepository(db).countMerchants()) > 0) return false
  await seedAll(db)
  return true
}
