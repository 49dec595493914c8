/**
 * A merchant's published documents in the reader's language: the title and body are picked from the
 * stored translations (asked language, then the shop's default, then any filled one), and the body is
 * split into plain paragraphs at blank lines. A missing document and another shop's are the same
 * "not found".
 */
import type { Lang } from '../../../../types/lang.js'
import type { MerchantDocument } from '../../../../types/documents.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { DocumentsRepository } from './repository.js'

export interface DocumentsService {
  document(loc: { merchantId: string; lang: Lang; fallback: Lang }, docId: string): Promise<MerchantDocument | null>
}

/** Paragraphs of a stored body: blank-line separated, each trimmed, line breaks inside kept as spaces. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
}

export function createDocumentsService(repo: DocumentsRepository): DocumentsService {
  return {
    async document(loc, docId) {
      const row = await repo.findDocument(loc.merchantId, docId)
      if (!row) return null
      return {
        docId: row.docId,
        title: pickTranslation(row.title, loc.lang, loc.fallback),
        paragraphs: paragraphsOf(pickTranslation(row.body, loc.lang, loc.fallback)),
        updatedAt: row.updatedAt.getTime(),
      }
    },
  }
}
