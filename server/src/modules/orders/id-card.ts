/**
 * Mainland resident identity card (spec core §5): 18 characters, 17 digits and a check character
 * (ISO 7064 MOD 11-2, 'X' for 10); characters 7-14 are the birth date; the 17th digit is odd for MAN.
 */
import type { AudienceGender } from '../../../../types/orders.js'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export interface IdCardInfo {
  /** YYYY-MM-DD */
  birthDate: string
  gender: AudienceGender
}

/** The derived birth date and gender of a valid 18-character number, else null. */
export function parseIdCard(raw: string, today: Date = new Date()): IdCardInfo | null {
  const id = raw.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return null
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0)
  if (CHECK[sum % 11] !== id[17]) return null
  const y = Number(id.slice(6, 10))
  const m = Number(id.slice(10, 12))
  const d = Number(id.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || date > today) return null
  return { birthDate: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`, gender: Number(id[16]) % 2 === 1 ? 'MAN' : 'WOMAN' }
}

/** The check character a 17-digit prefix needs (tests and fixtures build valid numbers with it). */
export function idCardCheckChar(first17: string): string {
  return CHECK[WEIGHTS.reduce((s, w, i) => s + w * Number(first17[i]), 0) % 11] as string
}

/** First 3 and last 4 characters visible. */
export function maskIdNo(idNo: string): string {
  return idNo.length <= 7 ? idNo.replace(/./g, '*') : `${idNo.slice(0, 3)}${'*'.repeat(idNo.length - 7)}${idNo.slice(-4)}`
}
