/**
 * Email delivery behind one interface; the sandbox keeps an in-memory outbox (tests read links from it).
 * The body is logged only when NODE_ENV=development. A real provider plugs in by EMAIL_PROVIDER.
 */
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

export function createEmailSenderFromEnv(env: NodeJS.ProcessEnv = process.env): EmailSender {
  const provider = env.EMAIL_PROVIDER ?? 'sandbox'
  if (provider === 'sandbox') return sandboxEmail
  throw new Error(`EMAIL_PROVIDER=${provider} is not supported (known: sandbox)`)
}
