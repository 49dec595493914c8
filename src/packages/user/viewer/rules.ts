/** Attendee list helpers: pages merged without duplicates, and the form's local checks. */
import type { Audience, AudienceIdType, AudiencePage } from '../../../../types/orders'
import type { MessageKey } from '../../../i18n'

export const ID_TYPES: readonly AudienceIdType[] = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT']

export interface AudienceDraft {
  name: string
  idType: AudienceIdType
  idNo: string
  /** Optional; a minor on a real-name show must carry the buyer's own mainland phone. */
  phone: string
}

export interface ListState {
  items: Audience[]
  total: number
  /** The next page to ask for (0-based). */
  nextPage: number
}

export const EMPTY_LIST: ListState = { items: [], total: 0, nextPage: 0 }

/** Append a page; an attendee already shown (the list moved under us) is kept once. */
export function mergePage(state: ListState, page: AudiencePage, pageIndex: number): ListState {
  const base = pageIndex === 0 ? [] : state.items
  const seen = new Set(base.map((a) => a.audienceId))
  const items = [...base, ...page.audiences.filter((a) => !seen.has(a.audienceId))]
  return { items, total: page.total, nextPage: pageIndex + 1 }
}

export function hasMore(state: ListState): boolean {
  return state.items.length < state.total
}

/** Local checks only (required fields); the ID number format is the server's to judge. */
export function audienceProblem(d: AudienceDraft): MessageKey | null {
  if (!d.name.trim()) return 'viewer.error.name'
  if (!d.idNo.trim()) return 'viewer.error.idNo'
  if (d.phone.trim() && !/^1\d{10}$/.test(d.phone.trim())) return 'viewer.error.phone'
  return null
}

/** Typing aid: letters and digits, upper-cased. */
export function sanitiseIdNo(raw: string): string {
  return raw.replace(/[^0-9a-zA-Z]/g, '').toUpperCase().slice(0, 20)
}
