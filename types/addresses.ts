/**
 * Buyer address book (spec accounts §3 Address): recipient, phone, area, detail, default flag. Buyer-
 * and merchant-scoped; exactly one default whenever any address exists. Times are epoch milliseconds.
 */

/** Spec §9-style limit of ours: a buyer keeps at most this many addresses. */
export const ADDRESS_MAX = 20
/**
 * Spec §5: detail at least 6 characters in the Chinese texts, 12 in the English one ("both readings
 * stand"). One rule is enforced — at least 6 — and each language shows its own hint text.
 */
export const ADDRESS_DETAIL_MIN = 6
export const ADDRESS_DETAIL_MAX = 200
export const ADDRESS_RECIPIENT_MAX = 32
export const ADDRESS_AREA_MAX = 100

export interface Address {
  addressId: string
  recipient: string
  countryCode: string
  phone: string
  /** Province / city / district as text. */
  area: string
  detail: string
  isDefault: boolean
  createTime: number
}

export interface AddressInput {
  recipient: string
  phone: string
  /** Defaults to 86. */
  countryCode?: string
  area: string
  detail: string
  isDefault?: boolean
}

export interface AddressList {
  addresses: Address[]
}
