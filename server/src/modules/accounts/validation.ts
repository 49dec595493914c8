/** Input rules of the accounts area (spec accounts §5). Each check answers a message key or null. */
import { NICKNAME_MAX_CHARS } from '../../../../types/accounts.js'
import type { AccountMessageKey } from './messages.js'

/**
 * Phone rules by country code: +86 eleven digits starting with 1 (the spec's rule); Macau (853) eight
 * digits starting with 6 (mobiles); Hong Kong (852) eight digits starting with 4–9 (mobile ranges);
 * Taiwan (886) nine digits starting with 9. Other codes: 5–15 digits (E.164 allows 15 in total).
 */
const PHONE_RULES: Record<string, RegExp> = {
  '86': /^1\d{10}$/,
  '853': /^6\d{7}$/,
  '852': /^[4-9]\d{7}$/,
  '886': /^9\d{8}$/,
}

export function normaliseCountryCode(raw: string | undefined): string {
  return (raw ?? '86').trim().replace(/^\+/, '') || '86'
}

export function isValidCountryCode(cc: string): boolean {
  return /^[1-9]\d{0,3}$/.test(cc)
}

export function isValidPhone(countryCode: string, cellphone: string): boolean {
  if (!isValidCountryCode(countryCode)) return false
  const rule = PHONE_RULES[countryCode] ?? /^\d{5,15}$/
  return rule.test(cellphone)
}

/** Spec: local part of letters, digits, underscore, hyphen and dots; an @; a domain with at least one dot. */
const EMAIL_RE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase()
}

export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false
  if (!EMAIL_RE.test(email)) return false
  const [local = '', domain = ''] = email.split('@')
  // No empty labels or leading/trailing dots: "a..b@x.com", ".a@x.com", "a@x..com" are refused.
  return local.length <= 64 && !/^\.|\.$|\.\./.test(local) && !/\.\.|^-|-\./.test(domain)
}

/** 8–20 characters with at least 3 of: upper, lower, digit, symbol; no spaces or control characters. */
export function passwordProblem(password: string): AccountMessageKey | null {
  if (password.length < 8 || password.length > 20) return 'password.length'
  if (!/^[^\s\p{C}]+$/u.test(password)) return 'password.whitespace'
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  return classes >= 3 ? null : 'password.classes'
}

/** YYYY-MM-DD of a real date, not in the future and not before 1900. */
export function isValidBirthday(value: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (d.toISOString().slice(0, 10) !== value) return false
  return d.getUTCFullYear() >= 1900 && d.getTime() <= now.getTime()
}

/**
 * A nickname (already trimmed) of 1 to NICKNAME_MAX_CHARS characters counted as code points (an emoji
 * is one), with no control or format characters. The app checks the same rule (stores/account.ts).
 */
export function isValidNickname(nickname: string): boolean {
  const length = [...nickname].length
  return length >= 1 && length <= NICKNAME_MAX_CHARS && !/\p{C}/u.test(nickname)
}
