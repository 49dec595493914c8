/** The sandbox's hosted cashier and failure pages (plain HTML, no script), in the request's language. */
import type { Lang } from '../../../../types/lang.js'
import type { SandboxTrade } from './repository.js'
import { escapeHtml as esc } from '../../lib/html.js'

const TEXT = {
  title: { 'zh-CN': '支付沙箱收银台', 'zh-MO': '支付沙箱收銀台', 'en-US': 'Sandbox cashier' },
  merchant: { 'zh-CN': '商户', 'zh-MO': '商戶', 'en-US': 'Merchant' },
  amount: { 'zh-CN': '金额', 'zh-MO': '金額', 'en-US': 'Amount' },
  pay: { 'zh-CN': '确认支付', 'zh-MO': '確認支付', 'en-US': 'Pay' },
  cancel: { 'zh-CN': '取消支付', 'zh-MO': '取消支付', 'en-US': 'Cancel' },
  fail: { 'zh-CN': '模拟失败', 'zh-MO': '模擬失敗', 'en-US': 'Fail' },
  failed: { 'zh-CN': '支付失败，请返回商户重新支付', 'zh-MO': '支付失敗，請返回商戶重新支付', 'en-US': 'Payment failed. Go back to the shop and try again.' },
  closed: { 'zh-CN': '该交易已关闭', 'zh-MO': '該交易已關閉', 'en-US': 'This trade is closed' },
  paid: { 'zh-CN': '该交易已支付', 'zh-MO': '該交易已支付', 'en-US': 'This trade is already paid' },
  notFound: { 'zh-CN': '交易不存在', 'zh-MO': '交易不存在', 'en-US': 'Trade not found' },
} satisfies Record<string, Record<Lang, string>>

const money = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(TEXT.title[lang])}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem}
.amount{font-size:2rem;margin:1rem 0}</style></head><body><h1>${esc(TEXT.title[lang])}</h1>${body}</body></html>`
}

export function cashierPage(lang: Lang, trade: SandboxTrade | null, actionBase: string): string {
  if (!trade) return page(lang, `<p id="message">${esc(TEXT.notFound[lang])}</p>`)
  const info = `<p>${esc(TEXT.merchant[lang])}: <span id="merchant">${esc(trade.subject)}</span></p>
<p class="amount">${esc(TEXT.amount[lang])}: <span id="amount">${esc(money(trade.amountCents, trade.currency))}</span></p>`
  if (trade.state === 'TRADE_SUCCESS') return page(lang, `${info}<p id="message">${esc(TEXT.paid[lang])}</p>`)
  if (trade.state !== 'WAIT_BUYER_PAY') return page(lang, `${info}<p id="message">${esc(TEXT.closed[lang])}</p>`)
  const button = (action: string, label: string) =>
    `<form method="post" action="${esc(`${actionBase}/${action}?lang=${lang}`)}"><button id="${action}" type="submit">${esc(label)}</button></form>`
  return page(lang, `${info}${button('pay', TEXT.pay[lang])}${button('cancel', TEXT.cancel[lang])}${button('fail', TEXT.fail[lang])}`)
}

export function failedPage(lang: Lang, trade: SandboxTrade | null): string {
  return page(lang, `<p id="message">${esc(trade?.state === 'TRADE_FAILED' ? TEXT.failed[lang] : TEXT.closed[lang])}</p>`)
}
