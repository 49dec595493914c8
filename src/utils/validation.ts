/**
 * Input rules of the account screens (spec accounts §5, §9). Pure functions so the forms can show a
 * hint while the buyer types; the server checks the same rules again and has the last word.
 */

/** Spec §9: the default login country code. */
export const DEFAULT_COUNTRY_CODE = '86'
export const CODE_LENGTH = 6
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

/**
 * Phone rules by country code: mainland eleven digits starting with 1 (the spec's rule), Macau and
 * Hong Kong eight digits. Other areas a shop may enable get the E.164 bounds (5–15 digits), so the
 * client never refuses a number the server might accept.
 */
const PHONE_RULES: Record<string, RegExp> = {
  '86': /^1\d{10}$/,
  '853': /^\d{8}$/,
  '852': /^\d{8}$/,
}

export function normaliseCountryCode(raw: string | undefined | null): string {
  return (raw ?? '').trim().replace(/^\+/, '') || DEFAULT_COUNTRY_CODE
}

export function isValidPhone(countryCode: string, phone: string): boolean {
  const rule = PHONE_RULES[normaliseCountryCode(countryCode)] ?? /^\d{5,15}$/
  return rule.test(phone.trim())
}

/** Typing aid: digits only, at most as long as the longest number of the area. */
export function sanitisePhone(countryCode: string, raw: string): string {
  const max = normaliseCountryCode(countryCode) === '86' ? 11 : PHONE_RULES[countryCode] ? 8 : 15
  return raw.replace(/\D/g, '').slice(0, max)
}

/**
 * What is wrong with the phone field, for the hint under it: 'required' once the buyer asked for a
 * code (or submitted) with no number, 'invalid' for a wrong number once it is as long as a whole one or
 * once the buyer asked; null while typing is still under way or the number is fine.
 */
export function phoneProblem(countryCode: string, phone: string, asked: boolean): 'required' | 'invalid' | null {
  if (!phone) return asked ? 'required' : null
  if (isValidPhone(countryCode, phone)) return null
  const fullLength = normaliseCountryCode(countryCode) === '86' ? 11 : 8
  return asked || phone.length >= fullLength ? 'invalid' : null
}

/** Local part of letters, digits, underscore, hyphen and dots; an @; a domain with at least one dot. */
const EMAIL_RE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export function isValidEmail(raw: string): boolean {
  const email = raw.trim()
  if (email.length > 254 || !EMAIL_RE.test(email)) return false
  const [local = ''] = email.split('@')
  // Empty labels are refused by the server too: "a..b@x.com", ".a@x.com", "a.@x.com".
  return !/^\.|\.$|\.\./.test(local)
}

/** Which password rule fails first; the form shows the matching hint. */
export type PasswordProblem = 'length' | 'whitespace' | 'classes'

export interface PasswordChecks {
  /** 8–20 characters. */
  length: boolean
  /** No spaces or control characters (the server refuses them). */
  noWhitespace: boolean
  /** How many of upper, lower, digit, symbol occur. */
  classes: number
}

export function passwordChecks(password: string): PasswordChecks {
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password)).length
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    noWhitespace: !/[\s\p{C}]/u.test(password),
    classes,
  }
}

export function passwordProblem(password: string): PasswordProblem | null {
  const c = passwordChecks(password)
  if (!c.length) return 'length'
  if (!c.noWhitespace) return 'whitespace'
  return c.classes >= 3 ? null : 'classes'
}

/** Typing aid for the verification code: digits only, at most six. */
export function sanitiseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

/** Exactly six digits: the only code the confirm button submits. */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)
}

/**
 * Address detail minimum: 6 characters in the Chinese texts, 12 in the English one. The spec notes
 * the inconsistency and keeps both, so the rule follows the language the buyer reads.
 */
export function addressDetailMin(lang: string): number {
  return lang.startsWith('en') ? 12 : 6
}

export function isValidAddressDetail(detail: string, lang: string): boolean {
  return detail.trim().length >= addressDetailMin(lang)
}

/** YYYY-MM-DD of a real calendar day, not in the future and not before 1900. */
export function isValidBirthday(value: string, now: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (d.toISOString().slice(0, 10) !== value) return false
  return d.getUTCFullYear() >= 1900 && d.getTime() <= now.getTime()
}
