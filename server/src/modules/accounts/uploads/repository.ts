/** Data access of uploaded files (part of the accounts repository). */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { uploadedFiles } from '../../../db/schema-accounts.js'

export function createUploadQueries(db: Db) {
  return {
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
  }
}
