/**
 * What every call carries (core §7): the common query parameters and headers, plus the per-call
 * credentials (access, privilege, risk, passId, cookie). Pure functions: the client decides which
 * credentials apply and this module only spells them.
 */
import { PREVIEW_HEADER_VALUE } from './constants'
import type { RequestContext } from './types'

/** The server reads these from the query so GET caches vary by them. */
export function commonQuery(ctx: RequestContext): Record<string, unknown> {
  return {
    lang: ctx.lang,
    utcOffset: ctx.utcOffset,
    channelId: ctx.channelId,
    ver: ctx.ver,
    terminalSrc: ctx.terminalSrc,
    src: ctx.src,
    merchantId: ctx.merchantId,
    appId: ctx.appId,
  }
}

export interface CallCredentials {
  traceId: string
  /** The install's lasting id (device-id.ts): per-device send caps and known-device rules on the server. */
  deviceId?: string
  accessToken?: string
  privilegeToken?: string
  passId?: string
  riskToken?: string
  cookie?: string
  hasBody?: boolean
}

export function buildHeaders(ctx: RequestContext, cred: CallCredentials): Record<string, string> {
  const header: Record<string, string> = {
    'front-trace-id': cred.traceId,
    'terminal-src': String(ctx.terminalSrc ?? ''),
    src: String(ctx.src ?? ''),
    'channel-id': String(ctx.channelId ?? ''),
    'merchant-id': String(ctx.merchantId ?? ''),
    ver: String(ctx.ver ?? ''),
    'utc-offset': String(ctx.utcOffset ?? ''),
  }
  // Fastify rejects an empty body declared as JSON, so the content type goes only with a body.
  if (cred.hasBody) header['content-type'] = 'application/json'
  if (cred.deviceId) header['device-id'] = cred.deviceId
  if (cred.accessToken) header['access-token'] = cred.accessToken
  if (cred.privilegeToken) header['privilege-token'] = cred.privilegeToken
  if (cred.passId) header.passId = cred.passId
  if (cred.riskToken) header['risk-token'] = cred.riskToken
  if (cred.cookie) header.Cookie = cred.cookie
  if (ctx.preview) header['backend-preview'] = PREVIEW_HEADER_VALUE
  return header
}

/** A trace id without platform crypto: time + randomness + a counter is unique enough per client. */
let traceCounter = 0
export function defaultUuid(): string {
  traceCounter = (traceCounter + 1) % 0x10000
  const random = () => Math.floor(Math.random() * 0x100000000).toString(16).padStart(8, '0')
  return `${Date.now().toString(16)}-${random()}-${random()}-${traceCounter.toString(16).padStart(4, '0')}`
}
