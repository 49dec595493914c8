/**
 * Merchant documents (spec core §2 /agreement with id and title): the user agreement, privacy policy,
 * ticket terms and refund rules a shop publishes, read by the agreement page, the login forms' links,
 * the purchase agreement of a show and the order's refund action. Plain paragraphs, localised.
 */

/** The documents every demo shop publishes; a shop may publish others under its own ids. */
export const DOCUMENT_IDS = {
  userAgreement: 'user-agreement',
  privacyPolicy: 'privacy-policy',
  ticketTerms: 'ticket-terms',
  refundRules: 'refund-rules',
} as const
export type KnownDocumentId = (typeof DOCUMENT_IDS)[keyof typeof DOCUMENT_IDS]

/** Document ids (they appear in URLs): letters, digits, '-' and '_'. */
export const DOCUMENT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$'

export interface MerchantDocument {
  docId: string
  /** In the asked language, else the shop's default language, else any filled one. */
  title: string
  /** The body as plain paragraphs, in the same language as the title. */
  paragraphs: string[]
  /** Epoch ms of the last change (shown as "updated on"). */
  updatedAt: number
}
