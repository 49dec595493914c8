import {
  addressDetailMin,
  isCompleteCode,
  isValidAddressDetail,
  isValidBirthday,
  isValidEmail,
  isValidPhone,
  normaliseCountryCode,
  passwordChecks,
  passwordProblem,
  phoneProblem,
  sanitiseCode,
  sanitisePhone,
} from '../../../src/utils/validation'

describe('phone', () => {
  it('+86 needs eleven digits starting with 1', () => {
    expect(isValidPhone('86', '13800000001')).toBe(true)
    expect(isValidPhone('+86', '13800000001')).toBe(true)
    expect(isValidPhone('86', '23800000001')).toBe(false)
    expect(isValidPhone('86', '1380000000')).toBe(false)
    expect(isValidPhone('86', '138000000012')).toBe(false)
    expect(isValidPhone('86', '1380000000a')).toBe(false)
  })
  it('853 and 852 need eight digits', () => {
    expect(isValidPhone('853', '66000001')).toBe(true)
    expect(isValidPhone('852', '91234567')).toBe(true)
    expect(isValidPhone('853', '6600000')).toBe(false)
    expect(isValidPhone('852', '912345678')).toBe(false)
  })
  it('other areas get the E.164 bounds', () => {
    expect(isValidPhone('886', '912345678')).toBe(true)
    expect(isValidPhone('886', '1234')).toBe(false)
  })
  it('defaults the country code to 86 and keeps typing to digits of the right length', () => {
    expect(normaliseCountryCode(undefined)).toBe('86')
    expect(normaliseCountryCode(' +853 ')).toBe('853')
    expect(sanitisePhone('86', '138-0000-0001-99')).toBe('13800000001')
    expect(sanitisePhone('853', '6600 0001 2')).toBe('66000001')
  })
})

describe('email', () => {
  it.each(['a@b.co', 'first.last@x.com', 'a_b-c@mail.example.org', 'A1@B2.CN'])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true)
  })
  it.each(['', 'a', 'a@b', 'a@@b.com', 'a b@x.com', 'a+b@x.com', '.a@x.com', 'a..b@x.com', 'a@x..com', 'a@.com'])(
    'refuses %j',
    (e) => expect(isValidEmail(e)).toBe(false),
  )
})

describe('password', () => {
  it('needs 8 to 20 characters', () => {
    expect(passwordProblem('Ab1!')).toBe('length')
    expect(passwordProblem('Ab1!Ab1!Ab1!Ab1!Ab1!x')).toBe('length')
    expect(passwordProblem('Abcdef12')).toBeNull()
    expect(passwordProblem('Abcdefgh12345678901!')).toBeNull()
  })
  it('needs 3 of upper, lower, digit, symbol', () => {
    expect(passwordProblem('abcdefgh')).toBe('classes')
    expect(passwordProblem('abcdefg1')).toBe('classes')
    expect(passwordProblem('abcdef1!')).toBeNull()
    expect(passwordProblem('ABCDEF1!')).toBeNull()
    expect(passwordProblem('Abcdefg!')).toBeNull()
    expect(passwordChecks('Abc1!xyz').classes).toBe(4)
  })
  it('refuses spaces', () => {
    expect(passwordProblem('Abc 1234')).toBe('whitespace')
  })
})

describe('verification code', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitiseCode('12a34 5678')).toBe('123456')
    expect(sanitiseCode('')).toBe('')
  })
  it('submits exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true)
    expect(isCompleteCode('12345')).toBe(false)
    expect(isCompleteCode('')).toBe(false)
    expect(isCompleteCode('1234567')).toBe(false)
  })
})

describe('address detail and birthday', () => {
  it('needs 6 characters in Chinese and 12 in English', () => {
    expect(addressDetailMin('zh-MO')).toBe(6)
    expect(addressDetailMin('en-US')).toBe(12)
    expect(isValidAddressDetail('澳門新馬路十號', 'zh-MO')).toBe(true)
    expect(isValidAddressDetail('Rua 10, ab', 'en-US')).toBe(false)
  })
  it('takes a real past date', () => {
    const now = new Date('2025-06-01T00:00:00Z')
    expect(isValidBirthday('1990-02-28', now)).toBe(true)
    expect(isValidBirthday('1990-02-30', now)).toBe(false)
    expect(isValidBirthday('2030-01-01', now)).toBe(false)
    expect(isValidBirthday('1899-12-31', now)).toBe(false)
  })
})

describe('phone field hint', () => {
  it('says a number is needed once the buyer asked for a code with none', () => {
    expect(phoneProblem('86', '', false)).toBeNull()
    expect(phoneProblem('86', '', true)).toBe('required')
  })
  it('flags a wrong number once it is whole, or at once when the buyer asked', () => {
    expect(phoneProblem('86', '1380', false)).toBeNull()
    expect(phoneProblem('86', '1380', true)).toBe('invalid')
    expect(phoneProblem('86', '23800000001', false)).toBe('invalid')
    expect(phoneProblem('853', '6612345', false)).toBeNull()
    expect(phoneProblem('853', '661234', true)).toBe('invalid')
  })
  it('is quiet for a good number', () => {
    expect(phoneProblem('86', '13800000001', true)).toBeNull()
    expect(phoneProblem('853', '66123456', false)).toBeNull()
  })
})
