/** The open-show form's checks before the buyer moves on, answer display, venue times and the draft. */
import type { RegistrationField } from '../../../types/registrations'
import { answerText, cleanAnswers, draftOf, dropDraft, fieldProblem, firstProblem, saveDraft, venueSpan, venueTime } from '../../../src/packages/show/open-show-logic'

const field = (over: Partial<RegistrationField>): RegistrationField => ({ key: 'k', type: 'TEXT', label: 'Name', placeholder: '', required: true, maxLength: 5, min: null, max: null, options: [], ...over })

describe('fieldProblem', () => {
  it('asks for a required answer and lets an optional one be empty', () => {
    expect(fieldProblem(field({}), '  ')).toEqual({ kind: 'required', vars: { label: 'Name' } })
    expect(fieldProblem(field({ required: false }), '')).toBeNull()
  })
  it('checks each type', () => {
    expect(fieldProblem(field({}), '123456')?.kind).toBe('tooLong')
    expect(fieldProblem(field({ type: 'PHONE', maxLength: 40 }), 'abc')?.kind).toBe('invalid')
    expect(fieldProblem(field({ type: 'PHONE', maxLength: 40 }), '13800001234')).toBeNull()
    expect(fieldProblem(field({ type: 'EMAIL', maxLength: 40 }), 'a@b')?.kind).toBe('invalid')
    expect(fieldProblem(field({ type: 'EMAIL', maxLength: 40 }), 'a@b.mo')).toBeNull()
    expect(fieldProblem(field({ type: 'ID_CARD', maxLength: 40 }), '1234')?.kind).toBe('invalid')
    expect(fieldProblem(field({ type: 'NUMBER', min: 1, max: 4 }), '5')).toEqual({ kind: 'range', vars: { label: 'Name', min: 1, max: 4 } })
    expect(fieldProblem(field({ type: 'NUMBER', min: 1, max: 4 }), 'x')?.kind).toBe('range')
    expect(fieldProblem(field({ type: 'NUMBER', min: 1, max: 4 }), '4')).toBeNull()
    const select = field({ type: 'SELECT', options: [{ value: 'AM', label: 'Morning' }] })
    expect(fieldProblem(select, 'PM')?.kind).toBe('choose')
    expect(fieldProblem(select, '')?.kind).toBe('choose')
    expect(fieldProblem(select, 'AM')).toBeNull()
    expect(answerText(select, 'AM')).toBe('Morning')
  })
  it('finds the first problem in form order', () => {
    const form = [field({ key: 'a' }), field({ key: 'b', type: 'PHONE', maxLength: 40 })]
    expect(firstProblem(form, { a: 'ok', b: 'x' })?.key).toBe('b')
    expect(firstProblem(form, { a: 'ok', b: '13800001234' })).toBeNull()
  })
})

describe('answers, times and the draft', () => {
  it('sends trimmed answers without empty ones', () => {
    expect(cleanAnswers({ a: ' x ', b: '  ', c: 'y' })).toEqual({ a: 'x', c: 'y' })
  })
  it('shows times at the venue whatever the phone’s zone', () => {
    const at = Date.UTC(2026, 11, 31, 17, 30)
    expect(venueTime(at, 480)).toBe('2027-01-01 01:30')
    expect(venueSpan(at, at + 2 * 3_600_000, 480)).toBe('2027-01-01 01:30 - 03:30')
    expect(venueSpan(at - 3 * 3_600_000, at, 480)).toBe('2026-12-31 22:30 - 2027-01-01 01:30')
  })
  it('keeps one draft per open show with a fresh key per filled form', () => {
    saveDraft('S1', { a: '1' })
    const first = draftOf('S1')
    saveDraft('S1', { a: '2' })
    expect(draftOf('S1')?.answers).toEqual({ a: '2' })
    expect(draftOf('S1')?.key).not.toBe(first?.key)
    dropDraft('S1')
    expect(draftOf('S1')).toBeNull()
  })
})
