/**
 * SMS delivery behind one interface. The sandbox sender keeps messages in memory (tests read them with
 * `sandboxSms.messages()` or their own `createSandboxSmsSender()`); it logs the text only when
 * NODE_ENV=development, so codes never reach production logs. A real provider plugs in by
 * SMS_PROVIDER (see createSmsSenderFromEnv): `http` posts each message to SMS_HTTP_URL.
 */
import { httpProviderFromEnv, maskRecipient, postToProvider, type HttpProviderOptions } from '../delivery/http.js'

export interface SmsMessage {
  merchantId: string
  countryCode: string
  cellphone: string
  text: string
  /** The one-time code when the message carries one (sandbox convenience for tests and dev). */
  code?: string
  /** What the message is for (LOGIN, BIND, ...): providers pick templates or sender ids by it. */
  purpose?: string
  sentAt: Date
}

export interface SmsSender {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

export interface SandboxSmsSender extends SmsSender {
  messages(): readonly SmsMessage[]
  /** Latest message to a phone (optionally of one merchant). */
  last(countryCode: string, cellphone: string, merchantId?: string): SmsMessage | undefined
  clear(): void
}

export function createSandboxSmsSender(log: (line: string) => void = console.log): SandboxSmsSender {
  const outbox: SmsMessage[] = []
  return {
    name: 'sandbox',
    async send(message) {
      outbox.push(message)
      if (process.env.NODE_ENV === 'development') log(`[sandbox sms] +${message.countryCode} ${message.cellphone}: ${message.text}`)
    },
    messages: () => outbox,
    last: (cc, phone, merchantId) =>
      outbox.findLast((m) => m.countryCode === cc && m.cellphone === phone && (!merchantId || m.merchantId === merchantId)),
    clear: () => void outbox.splice(0),
  }
}

/** The process-wide sandbox used when no sender is configured. */
export const sandboxSms = createSandboxSmsSender()

/**
 * SMS_PROVIDER=http: POST {to, text, purpose} (to in E.164, +8613800001234) with the bearer token.
 * Throws DeliveryError when the provider refuses or does not answer in time.
 */
export function createHttpSmsSender(o: HttpProviderOptions): SmsSender {
  return {
    name: 'http',
    async send(message) {
      const to = `+${message.countryCode}${message.cellphone}`
      await postToProvider('SMS', o, { to, text: message.text, purpose: message.purpose ?? 'NOTICE' }, maskRecipient(to))
    },
  }
}

/** SMS_PROVIDER=sandbox (default) or http (SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_HTTP_TIMEOUT_MS). */
export function createSmsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const provider = env.SMS_PROVIDER || 'sandbox'
  if (provider === 'sandbox') return sandboxSms
  if (provider === 'http') return createHttpSmsSender(httpProviderFromEnv('SMS', env))
  throw new Error(`SMS_PROVIDER=${provider} is not supported (known: sandbox, http)`)
}
