/**
 * Data access of work-permit staff and applications, and of their review (part of the accounts
 * repository). Venue staff tokens are the tickets module's table, read only here.
 */
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { WorkPermitStatus } from '../../../../../types/accounts.js'
import type { Db } from '../../../db/client.js'
import { workPermitApplications, workPermitStaff } from '../../../db/schema-accounts.js'
import { ticketStaffTokens } from '../../../db/schema-tickets.js'

export type WorkPermitRow = typeof workPermitApplications.$inferSelect
export type StaffRow = typeof workPermitStaff.$inferSelect

export function createWorkPermitQueries(db: Db) {
  return {
    async findOrCreateStaff(merchantId: string, countryCode: string, cellphone: string, now: Date): Promise<StaffRow> {
      await db
        .insert(workPermitStaff)
        .values({ staffId: `S${randomUUID().replace(/-/g, '').slice(0, 20)}`, merchantId, countryCode, cellphone, createdAt: now })
        .onConflictDoNothing()
      const [r] = await db
        .select()
        .from(workPermitStaff)
        .where(and(eq(workPermitStaff.merchantId, merchantId), eq(workPermitStaff.countryCode, countryCode), eq(workPermitStaff.cellphone, cellphone)))
      if (!r) throw new Error('staff row missing after insert')
      return r
    },

    async findStaff(merchantId: string, staffId: string): Promise<StaffRow | undefined> {
      const [r] = await db
        .select()
        .from(workPermitStaff)
        .where(and(eq(workPermitStaff.merchantId, merchantId), eq(workPermitStaff.staffId, staffId)))
      return r
    },

    /** Insert unless the staff member already applied with this idempotency key; answers the stored row. */
    async insertWorkPermit(row: typeof workPermitApplications.$inferInsert): Promise<{ row: WorkPermitRow; created: boolean }> {
      const inserted = await db.insert(workPermitApplications).values(row).onConflictDoNothing().returning()
      if (inserted[0]) return { row: inserted[0], created: true }
      const [existing] = await db
        .select()
        .from(workPermitApplications)
        .where(and(eq(workPermitApplications.staffId, row.staffId), eq(workPermitApplications.idempotencyKey, row.idempotencyKey)))
      if (!existing) throw new Error('work permit neither inserted nor found')
      return { row: existing, created: false }
    },

    async listWorkPermits(merchantId: string, staffId: string): Promise<WorkPermitRow[]> {
      return db
        .select()
        .from(workPermitApplications)
        .where(and(eq(workPermitApplications.merchantId, merchantId), eq(workPermitApplications.staffId, staffId)))
        .orderBy(desc(workPermitApplications.createdAt))
    },

    // --- work-permit review (venue staff tokens are the tickets module's table, read only here) ----
    /** The merchant of a live venue staff token (by its SHA-256 hex, as check-in stores it), or null. */
    async findVenueStaffMerchant(tokenHash: string): Promise<string | null> {
      const [r] = await db
        .select({ merchantId: ticketStaffTokens.merchantId })
        .from(ticketStaffTokens)
        .where(and(eq(ticketStaffTokens.tokenHash, tokenHash), isNull(ticketStaffTokens.revokedAt)))
      return r?.merchantId ?? null
    },

    /** One merchant's applications in a status, oldest first (review in arrival order), with the applicant. */
    async listWorkPermitsByStatus(merchantId: string, status: WorkPermitStatus, offset: number, length: number) {
      const where = and(eq(workPermitApplications.merchantId, merchantId), eq(workPermitApplications.status, status))
      const rows = await db
        .select({ application: workPermitApplications, staff: workPermitStaff })
        .from(workPermitApplications)
        .innerJoin(workPermitStaff, eq(workPermitStaff.staffId, workPermitApplications.staffId))
        .where(where)
        .orderBy(workPermitApplications.createdAt, workPermitApplications.applicationId)
        .offset(offset)
        .limit(length)
      const [total] = await db.select({ n: count() }).from(workPermitApplications).where(where)
      return { rows, total: total?.n ?? 0 }
    },

    async findWorkPermit(merchantId: string, applicationId: string) {
      const [r] = await db
        .select({ application: workPermitApplications, staff: workPermitStaff })
        .from(workPermitApplications)
        .innerJoin(workPermitStaff, eq(workPermitStaff.staffId, workPermitApplications.staffId))
        .where(and(eq(workPermitApplications.merchantId, merchantId), eq(workPermitApplications.applicationId, applicationId)))
      return r
    },

    /** Decide a PENDING application once; undefined when it is not pending (decided first elsewhere). */
    async decideWorkPermit(
      merchantId: string,
      applicationId: string,
      decision: { status: 'APPROVED' | 'REJECTED'; rejectReason: string | null; reviewedAt: Date; reviewerTokenHash: string },
    ): Promise<WorkPermitRow | undefined> {
      const [r] = await db
        .update(workPermitApplications)
        .set(decision)
        .where(
          and(
            eq(workPermitApplications.merchantId, merchantId),
            eq(workPermitApplications.applicationId, applicationId),
            eq(workPermitApplications.status, 'PENDING'),
          ),
        )
        .returning()
      return r
    },
  }
}
