/**
 * The generic HTTP delivery provider behind SMS_PROVIDER=http and EMAIL_PROVIDER=http: one JSON POST
 * per message to the operator's endpoint (their gateway, or a small adapter in front of any SMS or
 * email service) with a bearer token and a time-out. A 2xx answer means the provider took the message;
 * anything else (refusal, time-out, network error) is a DeliveryError. The log line names the
 * provider's status and the masked recipient, never the text: it carries one-time codes and links.
 */
/** SUBSCRIBE: mini-program subscribe messages (modules/reminders/subscribe-sender.ts). */
export type DeliveryChannel = 'SMS' | 'EMAIL' | 'SUBSCRIBE'

export class DeliveryError extends Error {
  constructor(
    readonly channel: DeliveryChannel,
    readonly reason: 'TIMEOUT' | 'NETWORK' | 'REFUSED',
    readonly httpStatus?: number,
  ) {
    super(`${channel} provider: ${reason}${httpStatus ? ` (HTTP ${httpStatus})` : ''}`)
    this.name = 'DeliveryError'
  }
}

/**
 * Whether the message surely did not reach the buyer: the provider refused it or could not be reached.
 * A time-out may still deliver, so it keeps counting against the send limits.
 */
export function surelyUndelivered(err: DeliveryError): boolean {
  return err.reason !== 'TIMEOUT'
}

export interface HttpProviderOptions {
  url: string
  token: string
  /** Give up after this long (default 5000 ms). */
  timeoutMs?: number
  /** Where failures are reported (default console.error). */
  log?: (line: string) => void
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000

/** Read `<PREFIX>_HTTP_URL`, `_TOKEN` and `_TIMEOUT_MS`; throws a message naming the missing variable. */
export function httpProviderFromEnv(prefix: DeliveryChannel, env: NodeJS.ProcessEnv): HttpProviderOptions {
  const url = env[`${prefix}_HTTP_URL`] ?? ''
  const token = env[`${prefix}_HTTP_TOKEN`] ?? ''
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(`${prefix}_PROVIDER=http needs ${prefix}_HTTP_URL, the provider's http(s) endpoint (got ${url ? JSON.stringify(url) : 'nothing'})`)
  }
  if (!token) throw new Error(`${prefix}_PROVIDER=http needs ${prefix}_HTTP_TOKEN, the bearer token the provider expects`)
  const rawTimeout = env[`${prefix}_HTTP_TIMEOUT_MS`]
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_PROVIDER_TIMEOUT_MS
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`${prefix}_HTTP_TIMEOUT_MS must be a positive number of milliseconds`)
  return { url, token, timeoutMs }
}

/** POST `body` as JSON; resolves when the provider answered 2xx, else throws DeliveryError. */
export async function postToProvider(channel: DeliveryChannel, o: HttpProviderOptions, body: Record<string, unknown>, recipient: string): Promise<void> {
  const log = o.log ?? console.error
  let res: Response
  try {
    res = await fetch(o.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${o.token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(o.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS),
    })
  } catch (err) {
    const timeout = (err as { name?: string }).name === 'TimeoutError'
    log(`[${channel.toLowerCase()} http] ${timeout ? 'timed out' : 'network error'} sending to ${recipient}`)
    throw new DeliveryError(channel, timeout ? 'TIMEOUT' : 'NETWORK')
  }
  // The body is not needed; reading it frees the connection for reuse.
  await res.arrayBuffer().catch(() => undefined)
  if (!res.ok) {
    log(`[${channel.toLowerCase()} http] provider answered HTTP ${res.status} for ${recipient}`)
    throw new DeliveryError(channel, 'REFUSED', res.status)
  }
}

/** +8613800001234 → +86138****1234; a@example.com → a***@example.com (enough to find a log line). */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@')
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`
  return to.length > 8 ? `${to.slice(0, to.length - 8)}****${to.slice(-4)}` : `${to.slice(0, 2)}****`
}
