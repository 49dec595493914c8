/** Data access of third-party identities and need-bind tickets (part of the accounts repository). */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { IdentityProvider } from '../../../../../types/accounts.js'
import type { Db } from '../../../db/client.js'
import { identityBindTickets, userIdentities, users } from '../../../db/schema-accounts.js'

export type BindTicketRow = typeof identityBindTickets.$inferSelect

export function createIdentityQueries(db: Db) {
  return {
    /** The live buyer an identity of this merchant is bound to. */
    async findIdentityUser(merchantId: string, provider: IdentityProvider, subject: string) {
      const [r] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.userId, userIdentities.userId))
        .where(
          and(
            eq(userIdentities.merchantId, merchantId),
            eq(userIdentities.provider, provider),
            eq(userIdentities.subject, subject),
            isNull(users.unregisteredAt),
          ),
        )
      return r?.user
    },

    /** Bind; false when the identity is already bound (to anyone) in this merchant. */
    async insertIdentity(row: { merchantId: string; provider: IdentityProvider; subject: string; unionId: string | null; userId: string; createdAt: Date }) {
      const rows = await db
        .insert(userIdentities)
        .values({ id: randomUUID(), ...row })
        .onConflictDoNothing()
        .returning({ id: userIdentities.id })
      return rows.length === 1
    },

    /** False when the ticket value is taken. */
    async insertBindTicket(row: typeof identityBindTickets.$inferInsert): Promise<boolean> {
      const rows = await db.insert(identityBindTickets).values(row).onConflictDoNothing().returning({ h: identityBindTickets.ticketHash })
      return rows.length === 1
    },

    async findBindTicket(merchantId: string, ticketHash: string): Promise<BindTicketRow | undefined> {
      const [r] = await db
        .select()
        .from(identityBindTickets)
        .where(and(eq(identityBindTickets.ticketHash, ticketHash), eq(identityBindTickets.merchantId, merchantId)))
      return r
    },

    /** Spend a ticket once; false when someone used it first. */
    async useBindTicket(ticketHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(identityBindTickets)
        .set({ usedAt: now })
        .where(and(eq(identityBindTickets.ticketHash, ticketHash), isNull(identityBindTickets.usedAt)))
        .returning({ h: identityBindTickets.ticketHash })
      return rows.length === 1
    },
  }
}
