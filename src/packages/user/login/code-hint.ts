/**
 * The hint under the code field after a refused code (issue 13): the server's own words, which say how
 * many tries are left or, once none is, when a new code can be had. Kept until the buyer edits the code
 * so it does not vanish with the toast.
 */
import { ACCOUNT_STATUS, type CodeTries } from '../../../../types/accounts'
import { isRequestError } from '../../../request/errors'

export interface CodeHint {
  text: string
  /** The code's tries are used up: only a new code helps. */
  locked: boolean
}

/** The hint for a failed login, or null when the failure was not about the code. */
export function codeHintOf(err: unknown): CodeHint | null {
  if (!isRequestError(err) || err.statusCode !== ACCOUNT_STATUS.CODE_INVALID) return null
  const tries = err.data as Partial<CodeTries> | undefined
  return { text: err.message, locked: tries?.attemptsLeft === 0 }
}
