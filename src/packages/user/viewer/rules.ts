/**
 * Attendee list helpers: pages merged without duplicates, the form's local checks, the issuing
 * country or region (a mainland ID card is always CN), and what a list row says about an attendee.
 */
import '../messages'
import { AUDIENCE_NAME_CHARS, AUDIENCE_NAME_LETTER, AUDIENCE_NAME_MAX_CHARS, AUDIENCE_REGIONS, type Audience, type AudienceIdType, type AudienceInput, type AudiencePage, type AudienceRegion } from '../../../../types/orders'
import { t, type MessageKey } from '../../../i18n'

export const ID_TYPES: readonly AudienceIdType[] = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT']

export interface AudienceDraft {
  name: string
  idType: AudienceIdType
  idNo: string
  /** Optional; a minor on a real-name show must carry the buyer's own mainland phone. */
  phone: string
  /** The document's issuing country or region; '' until chosen (a mainland ID card needs none: CN). */
  countryRegion?: AudienceRegion | ''
}

export const REGIONS: readonly AudienceRegion[] = AUDIENCE_REGIONS

/** The region a draft is saved with: CN for a mainland ID card, else the chosen one (none when not chosen). */
export function regionOf(d: Pick<AudienceDraft, 'idType' | 'countryRegion'>): AudienceRegion | undefined {
  if (d.idType === 'ID_CARD') return 'CN'
  return d.countryRegion || undefined
}

/** What the editor saves (the ID number as typed; the server validates and derives the rest). */
export function inputOfDraft(d: AudienceDraft): AudienceInput {
  const phone = d.phone.trim()
  const countryRegion = regionOf(d)
  return { name: d.name.trim(), idType: d.idType, idNo: d.idNo.trim(), ...(countryRegion ? { countryRegion } : {}), ...(phone ? { phone } : {}) }
}

/** The localised facts a list row shows under the name: region, then the derived birth date and gender. */
export function audienceFacts(a: Pick<Audience, 'countryRegion' | 'birthDate' | 'gender'>): { region: string; born: string } {
  const region = a.countryRegion ? t(`viewer.region.${a.countryRegion}` as MessageKey) : ''
  const born = [a.birthDate ? t('viewer.birthDate', { date: a.birthDate }) : '', a.gender ? t(`viewer.gender.${a.gender}` as MessageKey) : ''].filter(Boolean).join(' · ')
  return { region, born }
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

/**
 * What is wrong with the name, checked as the buyer types (issue 13): too long is said, never cut; a
 * character no ID document carries (emoji, digits, symbols) is refused, as the server refuses it.
 */
export function nameProblem(name: string): MessageKey | null {
  const n = name.trim()
  if (!n) return 'viewer.error.name'
  if ([...n].length > AUDIENCE_NAME_MAX_CHARS) return 'viewer.error.nameTooLong'
  if (!AUDIENCE_NAME_CHARS.test(n) || !AUDIENCE_NAME_LETTER.test(n)) return 'viewer.error.nameChars'
  return null
}

/** A problem's words (the name's limit filled in). */
export function problemText(key: MessageKey): string {
  return t(key, { max: AUDIENCE_NAME_MAX_CHARS })
}

/** Local checks (required fields, the name's rules); the ID number format is the server's to judge. */
export function audienceProblem(d: AudienceDraft): MessageKey | null {
  const name = nameProblem(d.name)
  if (name) return name
  if (!d.idNo.trim()) return 'viewer.error.idNo'
  if (!regionOf(d)) return 'viewer.error.region'
  if (d.phone.trim() && !/^1\d{10}$/.test(d.phone.trim())) return 'viewer.error.phone'
  return null
}

/** Typing aid: letters and digits, upper-cased. */
export function sanitiseIdNo(raw: string): string {
  return raw.replace(/[^0-9a-zA-Z]/g, '').toUpperCase().slice(0, 20)
}
