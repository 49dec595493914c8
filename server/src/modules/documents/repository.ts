/** Data access of merchant documents (merchant_documents, migration 0013): the only Drizzle here. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { merchantDocuments } from '../../db/schema.js'

export type DocumentRow = typeof merchantDocuments.$inferSelect
export type DocumentInsert = typeof merchantDocuments.$inferInsert

export interface DocumentsRepository {
  findDocument(merchantId: string, docId: string): Promise<DocumentRow | null>
  /** Seed: insert the documents a merchant does not have yet (a published text is never overwritten). */
  insertDocumentsIfAbsent(rows: DocumentInsert[]): Promise<number>
}

export function createDocumentsRepository(db: Db): DocumentsRepository {
  return {
    async findDocument(merchantId, docId) {
      const [row] = await db
        .select()
        .from(merchantDocuments)
        .where(and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.docId, docId)))
      return row ?? null
    },
    async insertDocumentsIfAbsent(rows) {
      if (rows.length === 0) return 0
      const inserted = await db.insert(merchantDocuments).values(rows).onConflictDoNothing().returning({ docId: merchantDocuments.docId })
      return inserted.length
    },
  }
}
