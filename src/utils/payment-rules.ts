/**
 * The payment flow's rules as plain functions (spec core §4 payment flow steps 1–3, §5 one-time code
 * and agreement): whether to finish at once, whether to show the chooser, which option starts
 * selected, whether an agreement must be ticked, and when the code step's confirm is enabled.
 */
import type { AgreementInfo, CashierResponse, PaymentOption, PaymentProduct } from '../../types/payments'

export const PAY_CODE_LENGTH = 6

/** Step 1: a zero or absent amount needs no payment. */
export function isFreeOrder(payAmount: number | null | undefined): boolean {
  return !payAmount || payAmount <= 0
}

/** Step 2: more than one option, or a single one that is not the host's own product, needs the chooser. */
export function needsChooser(cashier: Pick<CashierResponse, 'options' | 'hostProduct'>): boolean {
  const { options, hostProduct } = cashier
  if (options.length !== 1) return true
  return options[0].paymentProduct !== hostProduct
}

/** Step 3: the merchant's checked option, else the host's product, else the last used, else the first. */
export function defaultOption(
  options: PaymentOption[],
  hostProduct: PaymentProduct | null | undefined,
  lastUsed: string | null | undefined,
): PaymentOption | undefined {
  return (
    options.find((o) => o.isCheck) ??
    (hostProduct ? options.find((o) => o.paymentProduct === hostProduct) : undefined) ??
    (lastUsed ? options.find((o) => o.paymentProduct === lastUsed) : undefined) ??
    options[0]
  )
}

/** The agreement to tick before paying with this option: the order's, else the option's own (§5). */
export function agreementFor(cashier: Pick<CashierResponse, 'agreement'>, option: PaymentOption | undefined): AgreementInfo | null {
  if (cashier.agreement?.template) return cashier.agreement
  if (option?.agreement?.template) return option.agreement
  return null
}

/** The code field keeps digits only, at most six (§5: numeric, up to 6 digits). */
export function sanitizePayCode(input: string): string {
  return String(input ?? '')
    .replace(/\D+/g, '')
    .slice(0, PAY_CODE_LENGTH)
}

/** Confirm is disabled while the code is empty, shorter than 6, or a payment is in flight. */
export function canConfirmCode(code: string, paying: boolean): boolean {
  return !paying && code.length === PAY_CODE_LENGTH && /^\d+$/.test(code)
}

export interface AgreementPart {
  text: string
  /** Set for a placeholder: the linked document. */
  link?: { title: string; url: string }
}

/** Splits 'I have read {terms}' into text and linked parts for rendering. */
export function agreementParts(agreement: AgreementInfo): AgreementPart[] {
  const byName = new Map(agreement.placeHolders.map((p) => [p.name, p]))
  const parts: AgreementPart[] = []
  const re = /\{(\w+)\}/g
  let last = 0
  for (let m = re.exec(agreement.template); m; m = re.exec(agreement.template)) {
    if (m.index > last) parts.push({ text: agreement.template.slice(last, m.index) })
    const holder = byName.get(m[1])
    parts.push(holder ? { text: holder.title, link: { title: holder.title, url: holder.url } } : { text: m[0] })
    last = m.index + m[0].length
  }
  if (last < agreement.template.length) parts.push({ text: agreement.template.slice(last) })
  return parts
}

/** Remaining ms of the reservation against the clock; 0 once it has passed. */
export function reserveLeft(deadline: number, now: number): number {
  return Math.max(0, deadline - now)
}

const CURRENCY_SIGNS: Record<string, string> = { CNY: '¥', RMB: '¥', MOP: 'MOP$', HKD: 'HK$', USD: 'US$' }

/** The sign shown before an amount in this currency; the code itself for others. */
export function currencySign(currency: string | null | undefined): string {
  const code = String(currency ?? '').toUpperCase()
  if (!code) return '¥'
  return CURRENCY_SIGNS[code] ?? `${code} `
}
