/**
 * Rules of the open-show pages, kept pure for unit tests: the form's checks before the buyer moves on
 * (the server checks again and has the last word), times at the venue, and the answers the form page
 * hands to the confirm page (kept in memory, so they survive the login detour the confirm page may
 * take, and are gone after registering).
 */
import type { RegistrationField } from '../../../types/registrations'

export type FieldProblem = { kind: 'required' | 'choose' | 'invalid' | 'tooLong' | 'range'; vars: Record<string, string | number> } | null

const PHONE = /^\+?[0-9][0-9 -]{5,19}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ID_CARD = /^\d{17}[\dXx]$/

/** What is wrong with one answer, or null. */
export function fieldProblem(f: RegistrationField, raw: string | undefined): FieldProblem {
  const v = (raw ?? '').trim()
  const vars = { label: f.label }
  if (!v) return f.required ? { kind: f.type === 'SELECT' ? 'choose' : 'required', vars } : null
  if (v.length > f.maxLength) return { kind: 'tooLong', vars: { ...vars, n: f.maxLength } }
  if (f.type === 'PHONE' && !PHONE.test(v)) return { kind: 'invalid', vars }
  if (f.type === 'EMAIL' && !EMAIL.test(v)) return { kind: 'invalid', vars }
  if (f.type === 'ID_CARD' && !ID_CARD.test(v)) return { kind: 'invalid', vars }
  if (f.type === 'SELECT' && !f.options.some((o) => o.value === v)) return { kind: 'choose', vars }
  if (f.type === 'NUMBER') {
    const n = Number(v)
    const min = f.min ?? 0
    const max = f.max ?? 999_999
    if (!/^-?\d+(\.\d+)?$/.test(v) || n < min || n > max) return { kind: 'range', vars: { ...vars, min, max } }
  }
  return null
}

/** The first problem of the form, with its field's key. */
export function firstProblem(form: RegistrationField[], answers: Record<string, string>): { key: string; problem: NonNullable<FieldProblem> } | null {
  for (const f of form) {
    const problem = fieldProblem(f, answers[f.key])
    if (problem) return { key: f.key, problem }
  }
  return null
}

/** The answers to send: trimmed, empty ones left out. */
export function cleanAnswers(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.trim()] as const).filter(([, v]) => v !== ''))
}

/** The value as the buyer reads it back (a select's label, not its value). */
export function answerText(f: RegistrationField, value: string | undefined): string {
  if (!value) return ''
  if (f.type === 'SELECT') return f.options.find((o) => o.value === value)?.label ?? value
  return value
}

const pad = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD HH:mm at the venue's offset (minutes east of UTC), whatever the phone's zone. */
export function venueTime(ms: number, utcOffset: number): string {
  const d = new Date(ms + utcOffset * 60_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** Start to end; the end's date is left out when it is the same day. */
export function venueSpan(start: number, end: number, utcOffset: number): string {
  const a = venueTime(start, utcOffset)
  const b = venueTime(end, utcOffset)
  return a.slice(0, 10) === b.slice(0, 10) ? `${a} - ${b.slice(11)}` : `${a} - ${b}`
}

/** The draft between the form page and the confirm page, one per open show. */
const drafts = new Map<string, { answers: Record<string, string>; key: string }>()
let keySeq = 0

export const draftOf = (openShowId: string) => drafts.get(openShowId) ?? null

/** A new idempotency key per filled form: a retry of the same confirm never registers twice. */
export function saveDraft(openShowId: string, answers: Record<string, string>): void {
  drafts.set(openShowId, { answers: { ...answers }, key: `${Date.now().toString(36)}-${(keySeq++).toString(36)}-${Math.random().toString(36).slice(2, 10)}` })
}

export const dropDraft = (openShowId: string) => void drafts.delete(openShowId)
