/**
 * Address form rules (spec accounts §5), pure so the form can hint while the buyer types; the server
 * checks the same rules again and has the last word.
 */
import '../messages'
import { ADDRESS_DETAIL_MIN, type Address, type AddressInput } from '../../../../types/addresses'
import type { MessageKey } from '../../../i18n'
import { isValidPhone, normaliseCountryCode } from '../../../utils/validation'

export interface AddressDraft {
  recipient: string
  countryCode: string
  phone: string
  area: string
  detail: string
  isDefault: boolean
}

export const COUNTRY_CODES = ['86', '853', '852'] as const

export function emptyDraft(isFirst: boolean): AddressDraft {
  return { recipient: '', countryCode: '86', phone: '', area: '', detail: '', isDefault: isFirst }
}

export function draftOf(a: Address): AddressDraft {
  return { recipient: a.recipient, countryCode: a.countryCode, phone: a.phone, area: a.area, detail: a.detail, isDefault: a.isDefault }
}

/** Characters as the buyer sees them (code points): six Chinese characters count as six. */
const charCount = (s: string): number => [...s.trim()].length

/**
 * The first rule the draft breaks, as a message key, or null. Detail needs at least 6 characters in
 * every language; the English hint text says 12 (spec: both readings stand).
 */
export function addressProblem(d: AddressDraft): MessageKey | null {
  if (!d.recipient.trim()) return 'address.error.recipient'
  if (!d.phone.trim()) return 'address.error.phoneRequired'
  if (!isValidPhone(d.countryCode, d.phone)) return 'address.error.phone'
  if (!d.area.trim()) return 'address.error.area'
  if (charCount(d.detail) < ADDRESS_DETAIL_MIN) return 'address.error.detail'
  return null
}

export function inputOf(d: AddressDraft): AddressInput {
  return {
    recipient: d.recipient.trim(),
    countryCode: normaliseCountryCode(d.countryCode),
    phone: d.phone.trim(),
    area: d.area.trim(),
    detail: d.detail.trim(),
    isDefault: d.isDefault,
  }
}

/** List order: the default first, then newest first (as the server answers; kept after local edits). */
export function sortAddresses(xs: Address[]): Address[] {
  return [...xs].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createTime - a.createTime)
}

/** The phone as listed: mainland numbers bare, others with their country code. */
export function phoneLine(a: Pick<Address, 'countryCode' | 'phone'>): string {
  return a.countryCode === '86' ? a.phone : `+${a.countryCode} ${a.phone}`
}
