/**
 * A merchant's published documents (server/src/modules/documents; contract types/documents.ts): the
 * agreement page and the confirm page's read-to-the-end popup read them. Public: no login needed.
 */
import { pathId } from './path-id'
import type { MerchantDocument } from '../../types/documents'
import { get } from '../request'

/** One document in the current language; a missing id rejects after the request module showed the message. */
export function fetchDocument(docId: string, options: { silent?: boolean } = {}): Promise<MerchantDocument> {
  return get<MerchantDocument>(`pub/v1/documents/${pathId(docId)}`, {}, { importance: 'high', extras: { silent: options.silent ?? false } })
}
