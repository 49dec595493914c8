import { ACCOUNT_STATUS } from '../../../types/accounts'
import { codeHintOf } from '../../../src/packages/user/login/code-hint'
import { RequestError } from '../../../src/request/errors'

describe('code hint after a refused login', () => {
  it('keeps the server’s words on tries left', () => {
    const err = new RequestError({ message: 'Wrong code. Tries left: 2', statusCode: ACCOUNT_STATUS.CODE_INVALID, data: { attemptsLeft: 2 } })
    expect(codeHintOf(err)).toEqual({ text: 'Wrong code. Tries left: 2', locked: false })
  })
  it('marks a code whose tries are used up as locked', () => {
    const err = new RequestError({ message: 'Too many wrong codes. Get a new code in 35 seconds', statusCode: ACCOUNT_STATUS.CODE_INVALID, data: { attemptsLeft: 0, retryAfterSeconds: 35 } })
    expect(codeHintOf(err)).toEqual({ text: 'Too many wrong codes. Get a new code in 35 seconds', locked: true })
  })
  it('an expired code is a hint but not a lock; other failures are none', () => {
    expect(codeHintOf(new RequestError({ message: 'The verification code is wrong or has expired', statusCode: ACCOUNT_STATUS.CODE_INVALID }))).toEqual({
      text: 'The verification code is wrong or has expired',
      locked: false,
    })
    expect(codeHintOf(new RequestError({ message: 'Busy', statusCode: 500 }))).toBeNull()
    expect(codeHintOf(new Error('x'))).toBeNull()
  })
})
