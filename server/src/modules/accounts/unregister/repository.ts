/** Data access of unregistration: scrubbing a buyer's personal data (part of the accounts repository). */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { buyerAddresses } from '../../../db/schema-addresses.js'
import { authSessions, uploadedFiles, userCertifications, userIdentities, users } from '../../../db/schema-accounts.js'
import { orderAudiences } from '../../../db/schema-orders.js'

export function createUnregisterQueries(db: Db) {
  return {
    /**
     * Remove a buyer's personal data and keep the row (orders and tickets point at user_id and the law
     * needs them kept): contact details, profile, password, identities, certifications, uploads,
     * attendees and addresses go; every session ends. Run inside a transaction.
     */
    async scrubUser(merchantId: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          cellphone: null,
          email: null,
          passwordHash: null,
          nickname: '',
          avatar: '',
          sex: 'UNKNOWN',
          birthday: null,
          language: null,
          messageLanguage: null,
          unregisteredAt: now,
          updatedAt: now,
        })
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId), isNull(users.unregisteredAt)))
        .returning({ id: users.userId })
      if (rows.length !== 1) return false
      await db.delete(userIdentities).where(and(eq(userIdentities.merchantId, merchantId), eq(userIdentities.userId, userId)))
      await db.delete(userCertifications).where(and(eq(userCertifications.merchantId, merchantId), eq(userCertifications.userId, userId)))
      await db.delete(uploadedFiles).where(and(eq(uploadedFiles.merchantId, merchantId), eq(uploadedFiles.userId, userId)))
      await db.delete(orderAudiences).where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId)))
      await db.delete(buyerAddresses).where(and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId)))
      await db
        .update(authSessions)
        .set({ endedAt: now, endReason: 'UNREGISTERED' })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt)))
      return true
    },
  }
}
