/** The registration form rules (modules/registrations/form.ts), without a database. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { checkAnswers, isIdCard, presentField } from '../src/modules/registrations/form.js'
import { FORM, GOOD } from './registrations-helpers.js'

describe('registration form rules', () => {
  it('checks the ID card’s check character', () => {
    assert.equal(isIdCard('11010519491231002X'), true)
    assert.equal(isIdCard('11010519491231002x'), true)
    assert.equal(isIdCard('110105194912310021'), false)
    assert.equal(isIdCard('1101051949123100'), false)
  })

  it('keeps only the form’s fields, trimmed, and leaves empty optional ones out', () => {
    const r = checkAnswers(FORM, { ...GOOD, name: '  陈大文 ', email: ' ', people: '3' }, 'en-US', 'zh-MO')
    assert.deepEqual(r, { ok: true, answers: { name: '陈大文', phone: '13800001234', people: '3', slot: 'AM' } })
  })

  it('names the first field that breaks its rule, in the language asked', () => {
    assert.deepEqual(checkAnswers(FORM, { name: 'x' }, 'zh-MO', 'zh-MO'), { ok: false, message: '請填寫手機號碼', field: 'phone' })
    assert.deepEqual(checkAnswers(FORM, { ...GOOD, slot: '' }, 'en-US', 'zh-MO'), { ok: false, message: 'Please choose Slot', field: 'slot' })
    assert.deepEqual(checkAnswers(FORM, { ...GOOD, people: '1.5e3' }, 'zh-CN', 'zh-MO'), { ok: false, message: '人数须为1至4之间的数字', field: 'people' })
  })

  it('presents a field in the request’s language, falling back to the shop’s', () => {
    const f = presentField({ key: 'a', type: 'TEXT', label: { 'zh-CN': '名' }, required: true }, 'en-US', 'zh-CN')
    assert.deepEqual(f, { key: 'a', type: 'TEXT', label: '名', placeholder: '', required: true, maxLength: 100, min: null, max: null, options: [] })
  })
})
