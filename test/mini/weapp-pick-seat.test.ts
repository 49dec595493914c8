/**
 * The own seat-picking page of the WeChat build (dist/weapp/packages/show/pick-seat/index, H5 /pick-seat)
 * under miniprogram-simulate with the official template compiler. wx.request answers the show's static
 * data and a stubbed seat map (stage, two sections, three rows, three priced tiers, FREE/HELD/SOLD seats,
 * three seats an order). The map renders every seat where its coordinates say, in its tier colour or
 * greyed when taken; the legend lists the tiers with prices; the pan-and-zoom container gets its props
 * (the zoom buttons and a pinch move its scale-value); taps pick and unpick seats (chips with their
 * labels and prices, the total), taken seats and a fourth seat are refused with the page's messages;
 * confirming prices the seats with pre_order, opens the confirm-order page with wx.navigateTo, and
 * that page (rendered next) names the picked seats. A file of its own: the app launches once per file.
 * Build first: `npx taro build --type weapp`; run: `node scripts/test-mini.mjs` (WEAPP_DIR for another build).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ShowStatic } from '../../types/catalog'
import { ORDER_STATUS, type PreOrderResponse } from '../../types/orders'
import type { SeatMap, SeatMapSeat, SeatMapState, SeatState } from '../../types/seating'
import { fitScale, seatBox, stepZoom, zoomRange } from '../../src/components/seat-map/layout'
import { createWx, launchWeapp, waitFor, weappBuilt, WEAPP, type MiniApp, type WxStub } from './harness'

const PICK_SEAT = 'packages/show/pick-seat/index'
const CONFIRM = 'packages/order/confirm/index'
const SHOW_ID = 'MO501'
const SESSION_ID = 'MO501-S1'

const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data }, header: {} })
const refused = (statusCode: number, mode: string, comments: string) => ({ statusCode: 200, data: { statusCode, mode, comments, data: null }, header: {} })

const SHOP_CONFIG = {
  shopName: '模拟剧场',
  shopStatus: 'OPEN',
  defaultLang: 'zh-CN',
  themeColor: '#e8383d',
  supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] }],
}

/** Only what the page reads of the show's static data (the rest of ShowStatic is irrelevant here). */
const SHOW: Pick<ShowStatic, 'showId' | 'showName' | 'venueName' | 'utcOffset' | 'minOriginalPriceInfo' | 'sessions' | 'seatCapable'> = {
  showId: SHOW_ID,
  showName: '模拟交响音乐会',
  venueName: '模拟大剧院',
  utcOffset: 480,
  seatCapable: true,
  minOriginalPriceInfo: { prefix: '¥', yuanNum: 380, centNum: 0, suffix: '起', pending: false },
  sessions: [{ sessionId: SESSION_ID, sessionName: '2030-06-01 周六 19:30', startTime: '2030-06-01T11:30:00Z', seatPlans: [] }],
}

const TIERS = [
  { seatPlanId: 'SP-VIP', seatPlanName: '贵宾席', price: 128_000, color: '#c0392b' },
  { seatPlanId: 'SP-A', seatPlanName: '甲级', price: 68_000, color: '#2e86de' },
  { seatPlanId: 'SP-B', seatPlanName: '乙级', price: 38_000, color: '#27ae60' },
]
const SECTIONS = [
  { sectionId: 'STALLS', name: '池座', labelX: 150, labelY: 38 },
  { sectionId: 'BALCONY', name: '楼座', labelX: 150, labelY: 160 },
]

/** One row of seats, numbered from 1, left to right; `taken` maps seat numbers to HELD/SOLD. */
function row(sectionId: string, label: string, y: number, xs: number[], seatPlanId: string, taken: Record<number, SeatState> = {}): SeatMapSeat[] {
  return xs.map((x, i) => ({
    seatId: `${SESSION_ID}-${sectionId}-${label}-${i + 1}`,
    sectionId,
    row: label,
    no: String(i + 1),
    x,
    y,
    seatPlanId,
    state: taken[i + 1] ?? 'FREE',
  }))
}

const SEATS: SeatMapSeat[] = [
  ...row('STALLS', 'A', 62, [70, 110, 150, 190, 230], 'SP-VIP', { 3: 'SOLD' }),
  ...row('STALLS', 'B', 92, [50, 90, 130, 170, 210, 250], 'SP-A', { 2: 'HELD', 5: 'SOLD' }),
  ...row('BALCONY', '1', 185, [40, 80, 120, 160, 200, 240], 'SP-B', { 3: 'HELD', 4: 'HELD' }),
]

const MAP: SeatMap = {
  showId: SHOW_ID,
  sessionId: SESSION_ID,
  mode: 'OWN',
  thirdPartyUrl: null,
  width: 300,
  height: 220,
  seatSize: 20,
  stage: { x: 75, y: 0, width: 150, height: 22, label: '' },
  tiers: TIERS.map((t) => ({ ...t, free: SEATS.filter((s) => s.seatPlanId === t.seatPlanId && s.state === 'FREE').length })),
  sections: SECTIONS,
  seats: SEATS,
  maxPerOrder: 3,
}

const seat = (sectionId: string, rowLabel: string, no: number): SeatMapSeat => {
  const found = SEATS.find((s) => s.sectionId === sectionId && s.row === rowLabel && s.no === String(no))
  if (!found) throw new Error(`no seat ${sectionId} ${rowLabel}-${no}`)
  return found
}
const A1 = seat('STALLS', 'A', 1) // VIP
const A3 = seat('STALLS', 'A', 3) // SOLD
const B1 = seat('STALLS', 'B', 1) // tier A
const B2 = seat('STALLS', 'B', 2) // HELD
const BAL1 = seat('BALCONY', '1', 1) // tier B
const BAL2 = seat('BALCONY', '1', 2) // tier B

const tierOf = (s: SeatMapSeat) => TIERS.find((t) => t.seatPlanId === s.seatPlanId)!
const label = (s: SeatMapSeat) => `${SECTIONS.find((x) => x.sectionId === s.sectionId)!.name} ${s.row}排${s.no}座`
const money = (cents: number) => `¥${(cents / 100).toFixed(2)}`

/** pre_order's answer for the seats the page sends: one line per tier, like the server's. */
function quote(seatIds: string[]): PreOrderResponse {
  const picked = seatIds.map((id) => SEATS.find((s) => s.seatId === id)!)
  const lines = TIERS.filter((t) => picked.some((s) => s.seatPlanId === t.seatPlanId)).map((t) => {
    const qty = picked.filter((s) => s.seatPlanId === t.seatPlanId).length
    return { showId: SHOW_ID, sessionId: SESSION_ID, seatPlanId: t.seatPlanId, seatPlanName: t.seatPlanName, qty, unitPrice: t.price, amount: t.price * qty }
  })
  const total = lines.reduce((sum, l) => sum + l.amount, 0)
  return {
    lines,
    qty: picked.length,
    total,
    discount: 0,
    deliverFee: 0,
    payAmount: total,
    addOns: [],
    addOnAmount: 0,
    deliverMethod: 'E_TICKET',
    remaining: 10,
    maxPerOrder: MAP.maxPerOrder,
    passId: 'pass-mini-1',
    passIdExpiresAt: Date.now() + 10 * 60_000,
    realNameRequired: false,
    deliverMethods: ['E_TICKET'],
    agreement: null,
    agreementNeedReadAll: false,
  }
}

/**
 * Which data key of Taro's weapp template feeds a movable-view attribute (base.wxml binds e.g.
 * scale-value="{{xs.b(i.p11,1)}}"): read from the build so the test follows Taro's own mapping.
 */
function movableViewKeys(): Record<'x' | 'y' | 'direction' | 'scale' | 'scaleMin' | 'scaleMax' | 'scaleValue', string> {
  const wxml = fs.readFileSync(path.join(WEAPP, 'base.wxml'), 'utf8')
  const tag = wxml.match(/<movable-view [^>]*>/)?.[0] ?? ''
  const key = (attr: string) => {
    const m = tag.match(new RegExp(` ${attr}="\\{\\{(?:xs\\.b\\()?i\\.(p\\d+)`))
    if (!m) throw new Error(`base.wxml: no ${attr} on movable-view`)
    return m[1]
  }
  return { x: key('x'), y: key('y'), direction: key('direction'), scale: key('scale'), scaleMin: key('scale-min'), scaleMax: key('scale-max'), scaleValue: key('scale-value') }
}

/** The live state after `taken` went to another buyer (GET .../seat_map/state). */
function stateWith(taken: SeatMapSeat): SeatMapState {
  const held = [...SEATS.filter((s) => s.state === 'HELD').map((s) => s.seatId), taken.seatId]
  const sold = SEATS.filter((s) => s.state === 'SOLD').map((s) => s.seatId)
  const tiers = TIERS.map((t) => ({ seatPlanId: t.seatPlanId, free: SEATS.filter((s) => s.seatPlanId === t.seatPlanId && s.state === 'FREE' && s !== taken).length }))
  return { sessionId: SESSION_ID, held, sold, tiers }
}

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run `npx taro build --type weapp` first'
if (missing) console.warn(`weapp-pick-seat: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

describeBuilt('weapp seat picking under miniprogram-simulate', () => {
  let stub: WxStub
  let mini: MiniApp
  let page: any
  /** Pixels per map unit the page drew at (fit of the map into its viewport). */
  let scale = 0
  /** Set while a picked seat is to be refused by pre_order as taken by someone else. */
  let takenMeanwhile: SeatMapSeat | null = null

  const text = () => String(page.dom.textContent ?? '')
  const requestsTo = (p: string) => stub.callsOf('request').filter((o) => new URL(String(o.url)).pathname === p)
  /** Rendered nodes of a class (Taro puts a View's className on the node; simulate prefixes it). */
  const all = (cls: string): Element[] => Array.from(page.dom.querySelectorAll(`[class*="${cls}"]`) as ArrayLike<Element>)
  const classes = (el: Element) => String(el.getAttribute('class')).split(/\s+/).map((c) => c.replace(/^main--/, ''))
  /** The seats of the map (not the legend's dots, which share the state classes). */
  const seatEls = () => all('seat').filter((n) => classes(n).includes('seat'))
  const styleOf = (el: Element) => String(el.getAttribute('style') ?? '')
  const px = (el: Element, prop: string) => Number(styleOf(el).match(new RegExp(`(?:^|;)\\s*${prop}:\\s*([\\d.]+)px`))?.[1] ?? NaN)

  /** simulate's node of a seat (it dispatches taps), found where the map's coordinates put it. */
  function seatNode(s: SeatMapSeat): any {
    const box = seatBox(s, MAP.seatSize, scale)
    const found = (page.querySelectorAll('.seat') as any[]).filter((n) => {
      const el = n.dom as Element
      return Math.abs(px(el, 'left') - box.left) < 0.01 && Math.abs(px(el, 'top') - box.top) < 0.01
    })
    if (found.length !== 1) throw new Error(`${found.length} seat nodes at ${s.seatId}`)
    return found[0]
  }
  const seatClasses = (s: SeatMapSeat) => classes(seatNode(s).dom)
  const isPicked = (s: SeatMapSeat) => seatClasses(s).includes('seat--picked')
  const chips = () => all('pick-seat-chip__label').map((n) => n.textContent)
  const chipPrices = () => all('pick-seat-chip__price').map((n) => n.textContent)
  const confirmButton = () => (page.querySelectorAll('.form-submit') as any[])[0]
  const toasts = () => stub.callsOf('showToast').map((o) => String(o.title))

  /** Taro's data for the pan-and-zoom container: what the template binds to <movable-view>. */
  function movableView(): Record<string, unknown> {
    const find = (n: any): any => {
      if (!n || typeof n !== 'object') return undefined
      if (String(n.cl ?? '').split(/\s+/).includes('seat-map__drawing')) return n
      for (const c of n.cn ?? []) {
        const hit = find(c)
        if (hit) return hit
      }
      return undefined
    }
    const node = find(mini.pages.find((p) => p.route === PICK_SEAT)?.instance.data.root)
    if (!node) throw new Error('no movable-view in the page data')
    return node
  }

  async function tap(node: any, settled: () => unknown, what: string) {
    node.dispatchEvent('tap')
    await waitFor(settled, 3000, what)
  }

  beforeAll(async () => {
    stub = createWx()
    // A buyer who logged in earlier (the confirm page needs a login).
    stub.storage.set('session', JSON.stringify({ accessToken: 'token-mini', refreshToken: 'refresh-mini', userId: 'U-MINI', email: '', countryCode: '86' }))
    stub.answer = (options) => {
      const url = new URL(String(options.url))
      if (url.pathname === '/api/home/pub/v5/shop/configs') return ok(SHOP_CONFIG)
      if (url.pathname === `/api/show/pub/v5/show/${SHOW_ID}/static`) return ok(SHOW)
      if (url.pathname === `/api/pub/v1/sessions/${SESSION_ID}/seat_map`) return ok(MAP)
      if (url.pathname === `/api/pub/v1/sessions/${SESSION_ID}/seat_map/state`) return ok(takenMeanwhile ? stateWith(takenMeanwhile) : null)
      if (url.pathname === '/api/buyer/v3/pre_order') {
        // The server's refusal of a seat taken meanwhile (orders routes: SEAT_UNAVAILABLE, mode alert).
        if (takenMeanwhile) return refused(ORDER_STATUS.SEAT_UNAVAILABLE, 'alert', `座位${label(takenMeanwhile)}已被选走，请重新选座`)
        return ok(quote((options.data as { seatIds: string[] }).seatIds))
      }
      return ok(null)
    }
    mini = launchWeapp(stub, PICK_SEAT, { showId: SHOW_ID, sessionId: SESSION_ID })
    page = mini.renderPage(PICK_SEAT, { showId: SHOW_ID, sessionId: SESSION_ID })
    await waitFor(() => seatEls().length === SEATS.length, 8000, 'the seats of the map')
    const area = all('seat-map__area')[0]
    scale = fitScale({ width: px(area, 'width'), height: px(area, 'height') }, MAP)
  })

  it('loads the show and the session seat map through wx.request', () => {
    expect(requestsTo(`/api/show/pub/v5/show/${SHOW_ID}/static`)).toHaveLength(1)
    const [call] = requestsTo(`/api/pub/v1/sessions/${SESSION_ID}/seat_map`)
    expect(call.method).toBe('GET')
    expect(call.header['terminal-src']).toBe('WEAPP')
    expect(all('pick-seat-head__title')[0].textContent).toBe(SHOW.showName)
    expect(all('pick-seat-head__meta')[0].textContent).toBe(`${SHOW.sessions[0].sessionName} · ${SHOW.venueName}`)
    expect(stub.callsOf('setNavigationBarTitle').map((o) => o.title)).toContain(SHOW.showName)
  })

  it('draws the stage, the section names and every seat where the map puts it, in its state', () => {
    expect(all('seat-map__stage')[0].textContent).toBe('舞台')
    expect(all('seat-map__section').map((n) => n.textContent)).toEqual(['池座', '楼座'])
    expect(scale).toBeGreaterThan(0)
    for (const s of SEATS) {
      const el = seatNode(s).dom as Element
      const cls = classes(el)
      expect(cls).toContain('seat')
      expect(cls).not.toContain('seat--picked')
      if (s.state === 'FREE') {
        // A free seat in its tier's colour.
        expect(cls).not.toContain('seat--off')
        expect(styleOf(el)).toContain(`background-color: ${tierOf(s).color}`)
      } else {
        // Held and sold seats are grey.
        expect(cls).toContain('seat--off')
        expect(styleOf(el)).not.toContain('background-color')
      }
    }
    expect(seatEls().filter((n) => classes(n).includes('seat--off'))).toHaveLength(SEATS.filter((s) => s.state !== 'FREE').length)
    expect(text()).toContain('每单最多选3个座位')
    expect(all('pick-seat-picked__none')[0].textContent).toBe('请在座位图上选择座位')
    expect(confirmButton().dom.textContent).toBe('请先选座')
  })

  it('shows the legend: each tier with its colour and price, then taken and picked', () => {
    const items = all('pick-seat-legend__item')
    expect(items.map((n) => n.textContent)).toEqual(['贵宾席 ¥1280.00', '甲级 ¥680.00', '乙级 ¥380.00', '不可选', '已选'])
    const dots = all('pick-seat-legend__dot')
    TIERS.forEach((t, i) => expect(styleOf(dots[i])).toContain(`background-color: ${t.color}`))
    expect(classes(dots[3])).toContain('seat--off')
    expect(classes(dots[4])).toContain('seat--picked')
  })

  it('puts the drawing in a pannable, zoomable movable-view: the zoom buttons and a pinch set its scale', async () => {
    const keys = movableViewKeys()
    const range = zoomRange(MAP.seatSize, scale)
    const mv = movableView()
    expect(mv[keys.direction]).toBe('all')
    expect(mv[keys.scale]).toBe(true)
    expect(mv[keys.scaleMin]).toBe(range.min)
    expect(mv[keys.scaleMax]).toBe(range.max)
    expect(mv[keys.scaleValue]).toBe(1)
    // Centred in the area.
    const area = all('seat-map__area')[0]
    const drawing = all('seat-map__drawing')[0]
    expect(mv[keys.x]).toBe(Math.max(0, (px(area, 'width') - px(drawing, 'width')) / 2))
    expect(mv[keys.y]).toBe(Math.max(0, (px(area, 'height') - px(drawing, 'height')) / 2))

    const [zoomIn, zoomOut, fit] = page.querySelectorAll('.seat-map__zoom-btn') as any[]
    const zoomed = stepZoom(1, 1, range)
    await tap(zoomIn, () => movableView()[keys.scaleValue] === zoomed, 'zoom in')
    // A pinch on the map (movable-view's scale event) is kept: the buttons step from there.
    page.querySelector('.seat-map__drawing').dispatchEvent('scale', { detail: { x: 0, y: 0, scale: 1.9 } })
    await waitFor(() => movableView()[keys.scaleValue] === 1.9, 3000, 'the pinch scale')
    await tap(zoomOut, () => movableView()[keys.scaleValue] === stepZoom(1.9, -1, range), 'zoom out')
    await tap(fit, () => movableView()[keys.scaleValue] === range.min, 'the whole map')
  })

  it('tapping a free seat picks it: the seat turns the shop colour, a chip names it with its price', async () => {
    await tap(seatNode(A1), () => chips().length === 1, 'the first chip')
    expect(chips()).toEqual([label(A1)])
    expect(chips()).toEqual(['池座 A排1座'])
    expect(chipPrices()).toEqual([money(tierOf(A1).price)])
    expect(isPicked(A1)).toBe(true)
    expect(styleOf(seatNode(A1).dom)).not.toContain('background-color')
    expect(all('pick-seat-bar__total')[0].textContent).toBe('已选1个座位¥1280.00')
    expect(all('pick-seat-picked__none')).toHaveLength(0)
    expect(confirmButton().dom.textContent).toBe('确认选座')
  })

  it('tapping the picked seat again unpicks it; so does the chip’s ×', async () => {
    await tap(seatNode(A1), () => chips().length === 0, 'the chip to go')
    expect(isPicked(A1)).toBe(false)
    expect(styleOf(seatNode(A1).dom)).toContain(`background-color: ${tierOf(A1).color}`)
    expect(all('pick-seat-picked__none')[0].textContent).toBe('请在座位图上选择座位')
    expect(confirmButton().dom.textContent).toBe('请先选座')

    await tap(seatNode(BAL1), () => chips().length === 1, 'a balcony seat')
    expect(chips()).toEqual(['楼座 1排1座'])
    await tap(page.querySelector('.pick-seat-chip__x'), () => chips().length === 0, 'the chip’s ×')
    expect(isPicked(BAL1)).toBe(false)
  })

  it('a sold or held seat cannot be picked: the page says it is taken', async () => {
    for (const taken of [A3, B2]) {
      const before = toasts().length
      seatNode(taken).dispatchEvent('tap')
      await waitFor(() => toasts().length > before, 3000, 'the taken-seat message')
      expect(toasts()[before]).toBe('该座位已被选走')
      expect(chips()).toEqual([])
      expect(seatClasses(taken)).toContain('seat--off')
      expect(seatClasses(taken)).not.toContain('seat--picked')
    }
  })

  it('no more than the order limit: a fourth seat is refused with the limit message', async () => {
    for (const [i, s] of [A1, B1, BAL2].entries()) await tap(seatNode(s), () => chips().length === i + 1, `seat ${i + 1}`)
    expect(chips()).toEqual([label(A1), label(B1), label(BAL2)])
    expect(all('pick-seat-bar__total')[0].textContent).toBe(`已选3个座位${money(128_000 + 68_000 + 38_000)}`)

    const before = toasts().length
    seatNode(BAL1).dispatchEvent('tap')
    await waitFor(() => toasts().length > before, 3000, 'the limit message')
    expect(toasts()[before]).toBe('每单最多选3个座位，请先取消已选座位')
    expect(isPicked(BAL1)).toBe(false)
    expect(chips()).toHaveLength(3)
    expect(seatEls().filter((n) => classes(n).includes('seat--picked'))).toHaveLength(3)
  })

  it('a seat taken meanwhile: the server’s message, then the live state greys it and it leaves the picks', async () => {
    takenMeanwhile = BAL2
    const toastsBefore = toasts().length
    confirmButton().dispatchEvent('tap')
    const message = await waitFor(() => all('dlg__content')[0], 5000, 'the server’s message')
    expect(message.textContent).toBe('座位楼座 1排2座已被选走，请重新选座')
    const [pre] = requestsTo('/api/buyer/v3/pre_order')
    expect(pre.data).toEqual({ showId: SHOW_ID, sessionId: SESSION_ID, seatIds: [A1.seatId, B1.seatId, BAL2.seatId], deliverMethod: 'E_TICKET' })

    await tap(page.querySelector('.dlg__btn'), () => all('dlg__content').length === 0, 'the message to close')
    await waitFor(() => chips().length === 2, 5000, 'the taken seat to leave the picks')
    expect(requestsTo(`/api/pub/v1/sessions/${SESSION_ID}/seat_map/state`)).toHaveLength(1)
    expect(chips()).toEqual([label(A1), label(B1)])
    expect(seatClasses(BAL2)).toContain('seat--off')
    expect(seatClasses(BAL2)).not.toContain('seat--picked')
    expect(toasts().slice(toastsBefore)).toContain('1个已选座位刚被他人选走，请重新选座')
    expect(stub.callsOf('navigateTo')).toHaveLength(0)
    takenMeanwhile = null
  })

  it('confirming prices the picked seats and opens the confirm-order page, which names them', async () => {
    await tap(seatNode(BAL1), () => chips().length === 3, 'another balcony seat')
    const before = stub.callsOf('navigateTo').length
    const quotes = requestsTo('/api/buyer/v3/pre_order').length
    await tap(confirmButton(), () => requestsTo('/api/buyer/v3/pre_order')[quotes], 'pre_order')
    const pre = requestsTo('/api/buyer/v3/pre_order')[quotes]
    expect(pre.method).toBe('POST')
    expect(pre.header['access-token']).toBe('token-mini')
    expect(pre.data).toEqual({ showId: SHOW_ID, sessionId: SESSION_ID, seatIds: [A1.seatId, B1.seatId, BAL1.seatId], deliverMethod: 'E_TICKET' })

    const nav = await waitFor(() => stub.callsOf('navigateTo')[before], 5000, 'wx.navigateTo')
    expect(nav.url).toBe(`/${CONFIRM}`)

    // The confirm page the navigation opens gets the seats from the booking the pick-seat page made.
    const confirm = mini.renderPage(CONFIRM)
    const confirmText = () => String(confirm.dom.textContent ?? '')
    await waitFor(() => confirmText().includes(SHOW.showName), 5000, 'the confirm page')
    const seatsRow = Array.from(confirm.dom.querySelectorAll('[class*="order-row__value"]') as ArrayLike<Element>).map((n) => n.textContent)
    expect(seatsRow).toContain('池座 A排1座 / 池座 B排1座 / 楼座 1排1座')
    for (const t of TIERS) expect(confirmText()).toContain(t.seatPlanName)
    expect(confirmText()).toContain(money(128_000 + 68_000 + 38_000))
  })
})
