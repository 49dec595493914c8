/**
 * The captcha page's input rules and how it reads the server's refusals; plain functions so jest
 * covers them without a page.
 */
import type { CaptchaInvalidData } from '../../../../types/accounts'
import { ACCOUNT_STATUS } from '../../../../types/accounts'
import { isRequestError } from '../../../request'

/** What the answer box keeps: letters and digits, upper-cased, at most `max` of them. */
export function sanitiseCaptchaInput(raw: string, max: number): string {
  return raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, Math.max(1, max))
}

export type VerifyRefusal =
  /** Wrong answer with tries left: keep the picture, clear the box. */
  | { kind: 'retry'; message: string; attemptsLeft: number }
  /** The picture is used up (expired, solved, too many tries): show the message with a new picture. */
  | { kind: 'refresh'; message: string }
  /** The answer was not even well-formed. */
  | { kind: 'format'; message: string }
  /** Anything else (network, server): the request module's wording. */
  | { kind: 'other'; message: string }

/** Reads a failed verify call (the call is silent: the page shows the message under the input). */
export function verifyRefusalOf(err: unknown): VerifyRefusal {
  if (!isRequestError(err)) return { kind: 'other', message: err instanceof Error ? err.message : String(err) }
  if (err.statusCode === ACCOUNT_STATUS.CAPTCHA_INVALID) {
    const data = err.data as Partial<CaptchaInvalidData> | undefined
    const left = typeof data?.attemptsLeft === 'number' ? data.attemptsLeft : 0
    if (data?.refresh || left <= 0) return { kind: 'refresh', message: err.message }
    return { kind: 'retry', message: err.message, attemptsLeft: left }
  }
  if (err.statusCode === ACCOUNT_STATUS.INVALID_INPUT) return { kind: 'format', message: err.message }
  return { kind: 'other', message: err.message }
}
