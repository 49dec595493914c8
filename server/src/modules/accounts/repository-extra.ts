/**
 * Accounts data access for third-party identities, bind tickets, uploads, certifications, work
 * permits and unregistration. Part of the accounts repository (repository.ts spreads it in), so these
 * queries run inside the same transactions as the core ones.
 */
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { CertificationKind, IdentityProvider, WorkPermitStatus } from '../../../../types/accounts.js'
import type { Db } from '../../db/client.js'
import { buyerAddresses } from '../../db/schema-addresses.js'
import {
  authSessions,
  identityBindTickets,
  uploadedFiles,
  userCertifications,
  userIdentities,
  users,
  workPermitApplications,
  workPermitStaff,
} from '../../db/schema-accounts.js'
import { orderAudiences } from '../../db/schema-orders.js'
import { merchants } from '../../db/schema-merchants.js'
import { ticketStaffTokens } from '../../db/schema-tickets.js'

export type BindTicketRow = typeof identityBindTickets.$inferSelect
export type CertificationRow = typeof userCertifications.$inferSelect
export type WorkPermitRow = typeof workPermitApplications.$inferSelect
export type StaffRow = typeof workPermitStaff.$inferSelect

export function createExtraQueries(db: Db) {
  return {
    // --- identities -----------------------------------------------------------------------------
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

    // --- uploads --------------------------------------------------------------------------------
    async insertUpload(row: typeof uploadedFiles.$inferInsert): Promise<boolean> {
      const rows = await db.insert(uploadedFiles).values(row).onConflictDoNothing().returning({ k: uploadedFiles.fileKey })
      return rows.length === 1
    },

    async findUpload(merchantId: string, fileKey: string) {
      const [r] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.merchantId, merchantId), eq(uploadedFiles.fileKey, fileKey)))
      return r
    },

    // --- certifications -------------------------------------------------------------------------
    /** The shop config's studentCertification flag. */
    async studentCertificationEnabled(merchantId: string): Promise<boolean> {
      const [r] = await db.select({ on: merchants.studentCertification }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return r?.on ?? false
    },

    async listCertifications(merchantId: string, userId: string): Promise<CertificationRow[]> {
      return db
        .select()
        .from(userCertifications)
        .where(and(eq(userCertifications.merchantId, merchantId), eq(userCertifications.userId, userId)))
        .orderBy(userCertifications.kind)
    },

    async findCertification(merchantId: string, userId: string, kind: CertificationKind): Promise<CertificationRow | undefined> {
      const [r] = await db
        .select()
        .from(userCertifications)
        .where(and(eq(userCertifications.merchantId, merchantId), eq(userCertifications.userId, userId), eq(userCertifications.kind, kind)))
      return r
    },

    /** One row per buyer and kind: a second person certification replaces the first. */
    async upsertCertification(row: typeof userCertifications.$inferInsert): Promise<CertificationRow> {
      const { id: _id, createdAt: _c, merchantId: _m, userId: _u, kind: _k, ...set } = row
      const [r] = await db
        .insert(userCertifications)
        .values(row)
        .onConflictDoUpdate({ target: [userCertifications.merchantId, userCertifications.userId, userCertifications.kind], set })
        .returning()
      if (!r) throw new Error('certification upsert returned nothing')
      return r
    },

    // --- work permits ---------------------------------------------------------------------------
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

    // --- unregistration -------------------------------------------------------------------------
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
