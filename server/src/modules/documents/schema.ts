/** TypeBox schemas of the documents routes; the response mirrors types/documents.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import { DOCUMENT_ID_PATTERN, type MerchantDocument } from '../../../../types/documents.js'
import { envelopeSchema } from '../../http/envelope.js'

export const DocumentParams = Type.Object({ docId: Type.String({ pattern: DOCUMENT_ID_PATTERN }) })
export type DocumentParams = Static<typeof DocumentParams>

const DocumentData = Type.Object({
  docId: Type.String(),
  title: Type.String(),
  paragraphs: Type.Array(Type.String()),
  updatedAt: Type.Number(),
})
export const DocumentResponse = envelopeSchema(DocumentData)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof DocumentData>, MerchantDocument>>(true)
