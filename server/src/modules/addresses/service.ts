/**
 * Address book rules: validation with localised message keys (nothing is written when a check fails),
 * at most ADDRESS_MAX addresses, and exactly one default whenever any address exists — the first
 * address becomes the default, and deleting the default promotes the newest remaining one.
 */
import { randomUUID } from 'node:crypto'
import {
  ADDRESS_AREA_MAX,
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN,
  ADDRESS_MAX,
  ADDRESS_RECIPIENT_MAX,
  type Address,
  type AddressInput,
  type AddressList,
} from '../../../../types/addresses.js'
import { isValidPhone, normaliseCountryCode } from '../accounts/validation.js'
import type { AddressMessageKey } from './messages.js'
import type { AddressPatch, AddressRow, AddressesRepository } from './repository.js'

export interface AddressCaller {
  merchantId: string
  userId: string
}

export type AddressFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'LIMIT_REACHED'
export type AddressOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: AddressFailureReason; key: AddressMessageKey; vars?: Record<string, string | number> }
type Failure = Extract<AddressOutcome<never>, { ok: false }>

export interface AddressesService {
  list(caller: AddressCaller): Promise<AddressOutcome<AddressList>>
  create(caller: AddressCaller, input: AddressInput): Promise<AddressOutcome<Address>>
  update(caller: AddressCaller, addressId: string, input: AddressInput): Promise<AddressOutcome<Address>>
  remove(caller: AddressCaller, addressId: string): Promise<AddressOutcome<{ deleted: boolean }>>
  makeDefault(caller: AddressCaller, addressId: string): Promise<AddressOutcome<Address>>
}

export const toAddress = (r: AddressRow): Address => ({
  addressId: r.addressId,
  recipient: r.recipient,
  countryCode: r.countryCode,
  phone: r.phone,
  area: r.area,
  detail: r.detail,
  isDefault: r.isDefault,
  createTime: r.createdAt.getTime(),
})

/** Characters as the buyer sees them (code points), so 6 Chinese characters count as 6. */
const charCount = (s: string): number => [...s].length

/** Trim and check an input; a message key when a rule fails. */
export function checkAddress(input: AddressInput): { ok: true; value: AddressPatch } | Failure {
  const bad = (key: AddressMessageKey): Failure => ({ ok: false, reason: 'BAD_REQUEST', key })
  const recipient = input.recipient.trim()
  const countryCode = normaliseCountryCode(input.countryCode)
  const phone = input.phone.trim().replace(/[\s-]/g, '')
  const area = input.area.trim()
  const detail = input.detail.trim()
  if (!recipient) return bad('address.recipientRequired')
  if (!phone) return bad('address.phoneRequired')
  if (!isValidPhone(countryCode, phone)) return bad('address.phoneInvalid')
  if (!area) return bad('address.areaRequired')
  if (charCount(detail) < ADDRESS_DETAIL_MIN) return bad('address.detailShort')
  if (charCount(recipient) > ADDRESS_RECIPIENT_MAX || charCount(area) > ADDRESS_AREA_MAX || charCount(detail) > ADDRESS_DETAIL_MAX) {
    return bad('address.tooLong')
  }
  return { ok: true, value: { recipient, countryCode, phone, area, detail } }
}

const notFound: Failure = { ok: false, reason: 'NOT_FOUND', key: 'address.notFound' }

export function createAddressesService(repo: AddressesRepository): AddressesService {
  return {
    async list(caller) {
      const rows = await repo.list(caller.merchantId, caller.userId)
      return { ok: true, value: { addresses: rows.map(toAddress) } }
    },
    async create(caller, input) {
      const c = checkAddress(input)
      if (!c.ok) return c
      return repo.locked(caller.merchantId, caller.userId, async (tx) => {
        const n = await tx.count(caller.merchantId, caller.userId)
        if (n >= ADDRESS_MAX) return { ok: false, reason: 'LIMIT_REACHED', key: 'address.limit', vars: { max: ADDRESS_MAX } } as const
        const addressId = randomUUID().replace(/-/g, '')
        await tx.insert({ addressId, merchantId: caller.merchantId, userId: caller.userId, ...c.value, isDefault: false })
        if (n === 0 || input.isDefault) await tx.setDefault(caller.merchantId, caller.userId, addressId)
        const row = await tx.find(caller.merchantId, caller.userId, addressId)
        return row ? { ok: true, value: toAddress(row) } : notFound
      })
    },
    async update(caller, addressId, input) {
      const c = checkAddress(input)
      if (!c.ok) return c
      return repo.locked(caller.merchantId, caller.userId, async (tx) => {
        const row = await tx.update(caller.merchantId, caller.userId, addressId, c.value)
        if (!row) return notFound
        // Setting the default is honoured; clearing it is not (there must always be one).
        if (input.isDefault && !row.isDefault) await tx.setDefault(caller.merchantId, caller.userId, addressId)
        const fresh = await tx.find(caller.merchantId, caller.userId, addressId)
        return fresh ? { ok: true, value: toAddress(fresh) } : notFound
      })
    },
    async remove(caller, addressId) {
      return repo.locked(caller.merchantId, caller.userId, async (tx) => {
        const row = await tx.delete(caller.merchantId, caller.userId, addressId)
        if (!row) return notFound
        if (row.isDefault) {
          const next = await tx.newest(caller.merchantId, caller.userId)
          if (next) await tx.setDefault(caller.merchantId, caller.userId, next.addressId)
        }
        return { ok: true, value: { deleted: true } }
      })
    },
    async makeDefault(caller, addressId) {
      return repo.locked(caller.merchantId, caller.userId, async (tx) => {
        if (!(await tx.find(caller.merchantId, caller.userId, addressId))) return notFound
        await tx.setDefault(caller.merchantId, caller.userId, addressId)
        const row = await tx.find(caller.merchantId, caller.userId, addressId)
        return row ? { ok: true, value: toAddress(row) } : notFound
      })
    },
  }
}
