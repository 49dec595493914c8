/**
 * A local SMS provider for SMS_PROVIDER=http (README "Configuration"): it takes `POST {to, text,
 * purpose}` with the bearer token, answers 200 and keeps each message, so a test counts what really
 * left the API processes.
 */
import { closeServer, listen } from './common.js'

export interface FakeSmsProvider {
  /** SMS_HTTP_URL / SMS_HTTP_TOKEN for the API processes. */
  env: { SMS_PROVIDER: 'http'; SMS_HTTP_URL: string; SMS_HTTP_TOKEN: string }
  /** Messages accepted for `to` (E.164, +8613900001234). */
  count(to: string): number
  close(): Promise<void>
}

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const token = `sms-token-${process.pid}`
  const received: string[] = []
  const { server, origin } = await listen(async (req, body) => {
    if (req.headers.authorization !== `Bearer ${token}`) return { status: 401, body: 'unauthorised' }
    const message = JSON.parse(body) as { to?: unknown }
    if (typeof message.to !== 'string') return { status: 400, body: 'no recipient' }
    received.push(message.to)
    return { status: 200, body: '{"accepted":true}' }
  })
  return {
    env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `${origin}/send`, SMS_HTTP_TOKEN: token },
    count: (to) => received.filter((r) => r === to).length,
    close: () => closeServer(server),
  }
}
