/**
 * Email delivery behind one interface; the sandbox keeps an in-memory outbox (tests read links from it).
 * The body is logged only when NODE_ENV=development. A real provider plugs in by EMAIL_PROVIDER:
 * `http` posts each message to EMAIL_HTTP_URL.
 */
import { httpProviderFromEnv, maskRecipient, postToProvider, type HttpProviderOptions } from '../delivery/http.js'

export interface EmailMessage {
  merchantId: string
  to: string
  subject: string
  text: string
  /** The link the message carries, when it carries one (sandbox convenience). */
  link?: string
  /** The one-time code the message carries (CODE messages; sandbox convenience). */
  code?: string
  kind: 'ACTIVATE' | 'RESET' | 'ACCOUNT_EXISTS' | 'SIGN_UP' | 'CODE'
  /** CODE messages: what the code is for (LOGIN, UNREGISTER, ...). */
  purpose?: string
  sentAt: Date
}

export interface EmailSender {
  readonly name: string
  send(message: EmailMessage): Promise<void>
}

export interface SandboxEmailSender extends EmailSender {
  messages(): readonly EmailMessage[]
  last(to: string, merchantId?: string): EmailMessage | undefined
  clear(): void
}

export function createSandboxEmailSender(log: (line: string) => void = console.log): SandboxEmailSender {
  const outbox: EmailMessage[] = []
  return {
    name: 'sandbox',
    async send(message) {
      outbox.push(message)
      if (process.env.NODE_ENV === 'development') log(`[sandbox email] ${message.to}: ${message.subject} — ${message.text}`)
    },
    messages: () => outbox,
    last: (to, merchantId) => outbox.findLast((m) => m.to === to.toLowerCase() && (!merchantId || m.merchantId === merchantId)),
    clear: () => void outbox.splice(0),
  }
}

export const sandboxEmail = createSandboxEmailSender()

/**
 * EMAIL_PROVIDER=http: POST {to, subject, text, purpose} with the bearer token; purpose is the
 * message kind (ACTIVATE, RESET, ACCOUNT_EXISTS, SIGN_UP) or, for codes, the code's purpose.
 * Throws DeliveryError when the provider refuses or does not answer in time.
 */
export function createHttpEmailSender(o: HttpProviderOptions): EmailSender {
  return {
    name: 'http',
    async send(message) {
      const purpose = message.kind === 'CODE' ? (message.purpose ?? 'CODE') : message.kind
      await postToProvider('EMAIL', o, { to: message.to, subject: message.subject, text: message.text, purpose }, maskRecipient(message.to))
    },
  }
}

/** EMAIL_PROVIDER=sandbox (default) or http (EMAIL_HTTP_URL, EMAIL_HTTP_TOKEN, EMAIL_HTTP_TIMEOUT_MS). */
export function createEmailSenderFromEnv(env: NodeJS.ProcessEnv = process.env): EmailSender {
  const provider = env.EMAIL_PROVIDER || 'sandbox'
  if (provider === 'sandbox') return sandboxEmail
  if (provider === 'http') return createHttpEmailSender(httpProviderFromEnv('EMAIL', env))
  throw new Error(`EMAIL_PROVIDER=${provider} is not supported (known: sandbox, http)`)
}
