/**
 * SMS delivery behind one interface. The sandbox sender keeps messages in memory (tests read them with
 * `sandboxSms.messages()` or their own `createSandboxSmsSender()`); it logs the text only when
 * NODE_ENV=development, so codes never reach production logs. A real provider plugs in by
 * SMS_PROVIDER (see createSmsSenderFromEnv).
 */
export interface SmsMessage {
  merchantId: string
  countryCode: string
  cellphone: string
  text: string
  /** The one-time code when the message carries one (sandbox convenience for tests and dev). */
  code?: string
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

/** SMS_PROVIDER=sandbox (default). A real provider adds a case here that returns its adapter. */
export function createSmsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const provider = env.SMS_PROVIDER ?? 'sandbox'
  if (provider === 'sandbox') return sandboxSms
  throw new Error(`SMS_PROVIDER=${provider} is not supported (known: sandbox)`)
}
