/**
 * Failures without an envelope (core §8 "HTTP handling"): which message the error carries and whether
 * a high or critical call shows the retry dialog. Medium and low calls keep the server's wording and
 * stay quiet: they are background fetches the page can live without.
 */
import { t } from '../i18n'
import { GATEWAY_TIMEOUT_HTTP, HTTP_FAILURE_STATUS, TIMEOUT_MESSAGE, TOO_FREQUENT_HTTP } from './constants'
import { isEnvelope } from './envelope'
import { RequestError } from './errors'

export interface FailureView {
  error: RequestError
  /** Text of the retry dialog to show, when the call is high/critical and the failure warrants one. */
  retryDialog?: string
}

export function isTooFrequent(httpCode: number): boolean {
  return (TOO_FREQUENT_HTTP as readonly number[]).includes(httpCode)
}

export function describeHttpFailure(httpCode: number, body: unknown, highOrCritical: boolean): FailureView {
  const base = {
    statusCode: HTTP_FAILURE_STATUS,
    httpCode,
    subComments: isEnvelope(body) ? body.subComments : '',
    actText: isEnvelope(body) ? body.actText : '',
    errorCode: isEnvelope(body) ? body.errorCode : '',
    cause: { httpCode, body },
  }
  if (!highOrCritical) {
    const comments = isEnvelope(body) ? body.comments : ''
    return { error: new RequestError({ ...base, message: comments || t('error.busy') }) }
  }
  if (isTooFrequent(httpCode)) {
    const message = t('error.tooFrequent')
    return { error: new RequestError({ ...base, message }), retryDialog: message }
  }
  if (httpCode === GATEWAY_TIMEOUT_HTTP) {
    const message = t('error.cannotConnect')
    return { error: new RequestError({ ...base, message }), retryDialog: message }
  }
  return { error: new RequestError({ ...base, message: t('error.checkNetwork') }) }
}

export function describeNetworkFailure(errMsg: string, timeout: boolean, highOrCritical: boolean): FailureView {
  const base = { statusCode: HTTP_FAILURE_STATUS, httpCode: 0, cause: { errMsg } }
  if (timeout) {
    return {
      error: new RequestError({ ...base, message: TIMEOUT_MESSAGE }),
      retryDialog: highOrCritical ? t('error.cannotConnect') : undefined,
    }
  }
  return { error: new RequestError({ ...base, message: t('error.checkNetwork') }) }
}
