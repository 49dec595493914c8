/**
 * The partner sandbox's seat picking page: plain HTML without script (it must work in any in-app
 * browser or web view), in the request's language. Seats are checkboxes grouped by section and row in
 * the session's real map; taken seats are disabled. Confirm posts the picked seats, Back returns to the
 * shop without a result.
 */
import type { Lang } from '../../../../../types/lang.js'
import type { SeatMap, SeatMapSeat } from '../../../../../types/seating.js'
import { escapeHtml as esc } from '../../../lib/html.js'

const TEXT = {
  title: { 'zh-CN': '合作方选座（沙箱）', 'zh-MO': '合作方選座（沙箱）', 'en-US': 'Partner seat selection (sandbox)' },
  pick: { 'zh-CN': '请选择座位，每单最多{n}个', 'zh-MO': '請選擇座位，每單最多{n}個', 'en-US': 'Pick your seats, up to {n} per order' },
  row: { 'zh-CN': '{row}排', 'zh-MO': '{row}排', 'en-US': 'Row {row}' },
  confirm: { 'zh-CN': '确认座位并返回商城', 'zh-MO': '確認座位並返回商城', 'en-US': 'Confirm seats and return to the shop' },
  cancel: { 'zh-CN': '不选了，返回商城', 'zh-MO': '不選了，返回商城', 'en-US': 'Back to the shop without seats' },
  taken: { 'zh-CN': '灰色座位已售出或已被预订', 'zh-MO': '灰色座位已售出或已被預訂', 'en-US': 'Grey seats are sold or held' },
  notFound: { 'zh-CN': '该场次不在合作方选座范围内', 'zh-MO': '該場次不在合作方選座範圍內', 'en-US': 'This session is not sold through partner seat selection' },
  badReturn: { 'zh-CN': '返回地址无效，请从商城重新进入选座', 'zh-MO': '返回地址無效，請從商城重新進入選座', 'en-US': 'The return address is not valid; open seat selection from the shop again' },
  none: { 'zh-CN': '请至少选择一个座位', 'zh-MO': '請至少選擇一個座位', 'en-US': 'Pick at least one seat' },
  tooMany: { 'zh-CN': '每单最多选择{n}个座位', 'zh-MO': '每單最多選擇{n}個座位', 'en-US': 'You can pick up to {n} seats per order' },
  gone: { 'zh-CN': '部分座位刚被他人选走，请重新选择', 'zh-MO': '部分座位剛被他人選走，請重新選擇', 'en-US': 'Some of these seats were just taken, please pick again' },
} satisfies Record<string, Record<Lang, string>>

export type PartnerText = keyof typeof TEXT
export const partnerText = (lang: Lang, key: PartnerText, n?: number) => TEXT[key][lang].replace('{n}', String(n ?? ''))


function shell(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(TEXT.title[lang])}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 .8rem;color:#222}
h1{font-size:1.2rem}h2{font-size:1rem;margin:1rem 0 .3rem}.meta{color:#666}.error{color:#c8102e;font-weight:600}
.legend span{display:inline-block;margin-right:.8rem}.dot{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;margin-right:.2rem;vertical-align:middle}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:.2rem;margin:.15rem 0}.row b{width:4rem;font-weight:400;color:#666;font-size:.85rem}
.seat{display:inline-flex;align-items:center;border:2px solid var(--c);border-radius:.3rem;padding:0 .15rem;font-size:.75rem}
.seat input{margin:0 .1rem 0 0}.seat.off{border-color:#ccc;color:#aaa}
.bar{position:sticky;bottom:0;background:#fff;padding:.6rem 0;border-top:1px solid #eee}
button{display:block;width:100%;margin:.3rem 0;padding:.7rem;font-size:1rem}</style></head><body><h1>${esc(TEXT.title[lang])}</h1>${body}</body></html>`
}

export function messagePage(lang: Lang, key: PartnerText): string {
  return shell(lang, `<p id="message" class="error">${esc(TEXT[key][lang])}</p>`)
}

const money = (cents: number) => (cents / 100).toFixed(2)
/** Row and seat labels in reading order: numbers numerically ('2' before '10'), others as text. */
const byLabel = (a: string, b: string) => (Number(a) - Number(b) || 0) || a.localeCompare(b)
const byNumber = (a: SeatMapSeat, b: SeatMapSeat) => byLabel(a.no, b.no)

export interface PickPage {
  lang: Lang
  map: SeatMap
  showName: string
  sessionName: string
  action: string
  returnUrl: string
  /** Seats to show as picked (after a refused confirm). */
  picked?: ReadonlySet<string>
  error?: string
}

export function pickPage(p: PickPage): string {
  const { lang, map } = p
  const color = new Map(map.tiers.map((t) => [t.seatPlanId, t.color]))
  const legend = map.tiers
    .map((t) => `<span><i class="dot" style="background:${esc(t.color)}"></i>${esc(t.seatPlanName)} ${money(t.price)}</span>`)
    .join('')
  const sections = map.sections
    .map((section) => {
      const rows = new Map<string, SeatMapSeat[]>()
      for (const s of map.seats) if (s.sectionId === section.sectionId) rows.set(s.row, [...(rows.get(s.row) ?? []), s])
      const lines = [...rows.entries()].sort(([a], [b]) => byLabel(a, b)).map(([row, seats]) => {
        const cells = [...seats].sort(byNumber).map((s) => {
          const off = s.state !== 'FREE'
          const on = p.picked?.has(s.seatId) ? ' checked' : ''
          return `<label class="seat${off ? ' off' : ''}" style="--c:${esc(color.get(s.seatPlanId) ?? '#888')}"><input type="checkbox" name="seat" value="${esc(s.seatId)}"${off ? ' disabled' : on}>${esc(s.no)}</label>`
        })
        return `<div class="row"><b>${esc(TEXT.row[lang].replace('{row}', row))}</b>${cells.join('')}</div>`
      })
      return `<h2>${esc(section.name)}</h2>${lines.join('')}`
    })
    .join('')
  const error = p.error ? `<p id="error" class="error">${esc(p.error)}</p>` : ''
  return shell(
    lang,
    `<p class="meta" id="session">${esc(p.showName)} · ${esc(p.sessionName)}</p>${error}
<p>${esc(partnerText(lang, 'pick', map.maxPerOrder))}</p><p class="legend">${legend}</p><p class="meta">${esc(TEXT.taken[lang])}</p>
<form method="post" action="${esc(p.action)}"><input type="hidden" name="returnUrl" value="${esc(p.returnUrl)}">${sections}
<div class="bar"><button id="confirm" name="action" value="confirm" type="submit">${esc(TEXT.confirm[lang])}</button>
<button id="cancel" name="action" value="cancel" type="submit">${esc(TEXT.cancel[lang])}</button></div></form>`,
  )
}
