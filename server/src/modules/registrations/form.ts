/**
 * Checking answers against a merchant's form: every required field answered, each answer of its
 * field's type (phone, e-mail, mainland ID card with its check digit, number within bounds, one of a
 * select's options), no field the form lacks. Pure, so the rules are unit-tested without a database.
 */
import type { Lang } from '../../../../types/lang.js'
import type { RegistrationField } from '../../../../types/registrations.js'
import type { StoredRegistrationField } from '../../db/schema-registrations.js'
import { pickTranslation } from '../../i18n/translations.js'
import { rgm } from './messages.js'

export const DEFAULT_MAX_LENGTH = 100
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The 18-digit mainland ID number with its ISO 7064 check character. */
export function isIdCard(v: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(v)) return false
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((s, w, i) => s + w * Number(v[i]), 0)
  return '10X98765432'[sum % 11] === v[17]!.toUpperCase()
}

export function presentField(f: StoredRegistrationField, lang: Lang, fallback: Lang): RegistrationField {
  return {
    key: f.key,
    type: f.type,
    label: pickTranslation(f.label, lang, fallback),
    placeholder: pickTranslation(f.placeholder ?? {}, lang, fallback),
    required: f.required,
    maxLength: f.maxLength ?? DEFAULT_MAX_LENGTH,
    min: f.min ?? null,
    max: f.max ?? null,
    options: (f.options ?? []).map((o) => ({ value: o.value, label: pickTranslation(o.label, lang, fallback) })),
  }
}

export type FormCheck = { ok: true; answers: Record<string, string> } | { ok: false; message: string; field: string }

/** Checks `answers` against `form`; on success the trimmed answers of the form's fields only. */
export function checkAnswers(form: StoredRegistrationField[], answers: Record<string, unknown>, lang: Lang, fallback: Lang): FormCheck {
  const keys = new Set(form.map((f) => f.key))
  const stray = Object.keys(answers).find((k) => !keys.has(k))
  if (stray !== undefined) return { ok: false, message: rgm(lang, 'reg.unknownField'), field: stray }
  const clean: Record<string, string> = {}
  for (const stored of form) {
    const f = presentField(stored, lang, fallback)
    const raw = answers[f.key]
    const v = typeof raw === 'string' ? raw.trim() : ''
    const bad = (key: Parameters<typeof rgm>[1], vars: Record<string, string | number> = {}): FormCheck => ({ ok: false, message: rgm(lang, key, { label: f.label, ...vars }), field: f.key })
    if (!v) {
      if (f.required) return bad(f.type === 'SELECT' ? 'reg.option' : 'reg.required')
      continue
    }
    if (v.length > f.maxLength) return bad('reg.tooLong', { n: f.maxLength })
    if (f.type === 'PHONE' && !PHONE.test(v)) return bad('reg.phone')
    if (f.type === 'EMAIL' && !EMAIL.test(v)) return bad('reg.email')
    if (f.type === 'ID_CARD' && !isIdCard(v)) return bad('reg.idCard')
    if (f.type === 'NUMBER') {
      const n = Number(v)
      const min = f.min ?? 0
      const max = f.max ?? 999_999
      if (!/^-?\d+(\.\d+)?$/.test(v) || n < min || n > max) return bad('reg.number', { min, max })
    }
    if (f.type === 'SELECT' && !f.options.some((o) => o.value === v)) return bad('reg.option')
    clean[f.key] = v
  }
  return { ok: true, answers: clean }
}
