/**
 * Mini-program subscribe messages behind one interface. A host sends a subscribe message only to a
 * person's openId in one mini-program, with a template the person accepted, from a server holding
 * that app's credentials; in production that is the operator's notification gateway
 * (SUBSCRIBE_PROVIDER=http posts each message to SUBSCRIBE_HTTP_URL with SUBSCRIBE_HTTP_TOKEN), which
 * owns the app secrets and access tokens. The sandbox keeps messages in memory for tests and
 * development, like the SMS sandbox.
 */
import { httpProviderFromEnv, postToProvider, type HttpProviderOptions } from '../accounts/delivery/http.js'

export interface SubscribeMessage {
  merchantId: string
  userId: string
  /** The buyer's mini-program identities: provider (MINI:<appId>) and openId. */
  recipients: Array<{ provider: string; openId: string }>
  /** The templates the buyer accepted for this message; the gateway uses the first its app offers. */
  templateIds: string[]
  /** The page the message opens, with its query. */
  page: string
  /** Template fields by name (values already in the buyer's language). */
  data: Record<string, string>
  sentAt: Date
}

export interface SubscribeSender {
  readonly name: string
  send(message: SubscribeMessage): Promise<void>
}

export interface SandboxSubscribeSender extends SubscribeSender {
  messages(): readonly SubscribeMessage[]
  clear(): void
}

export function createSandboxSubscribeSender(): SandboxSubscribeSender {
  const outbox: SubscribeMessage[] = []
  return {
    name: 'sandbox',
    async send(message) {
      outbox.push(message)
    },
    messages: () => outbox,
    clear: () => void outbox.splice(0),
  }
}

/** The process-wide sandbox used when no provider is configured. */
export const sandboxSubscribe = createSandboxSubscribeSender()

export function createHttpSubscribeSender(o: HttpProviderOptions): SubscribeSender {
  return {
    name: 'http',
    async send({ sentAt: _sentAt, ...message }) {
      await postToProvider('SUBSCRIBE', o, message, `user ${message.userId}`)
    },
  }
}

/** SUBSCRIBE_PROVIDER=sandbox (default) or http (SUBSCRIBE_HTTP_URL, SUBSCRIBE_HTTP_TOKEN, SUBSCRIBE_HTTP_TIMEOUT_MS). */
export function createSubscribeSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SubscribeSender {
  const provider = env.SUBSCRIBE_PROVIDER || 'sandbox'
  if (provider === 'sandbox') return sandboxSubscribe
  if (provider === 'http') return createHttpSubscribeSender(httpProviderFromEnv('SUBSCRIBE', env))
  throw new Error(`SUBSCRIBE_PROVIDER=${provider} is not supported (known: sandbox, http)`)
}
