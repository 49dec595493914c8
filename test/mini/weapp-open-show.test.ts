/**
 * The open-show pages of the WeChat build under miniprogram-simulate with the official template
 * compiler. wx.request answers one open show with its form. The show page renders its title, state,
 * places left and the buyer's limit, and "register now" opens the registration form with
 * wx.navigateTo; the form page (rendered next) draws each field of the form by its type, and "next"
 * with nothing filled names the first required field and goes nowhere.
 * Build first: `RELEASE=1 API_BASE=https://api.storefront.invalid node scripts/build-all.mjs weapp`;
 * run: `node scripts/test-mini.mjs --ci test/mini/weapp-open-show.test.ts`.
 */
import type { OpenShowDetail } from '../../types/registrations'
import { createWx, launchWeapp, waitFor, weappBuilt, type MiniApp, type WxStub } from './harness'

const DETAIL_PAGE = 'packages/show/open-show-detail/index'
const FORM_PAGE = 'packages/show/entrance-registration-form/index'
const SHOW_ID = 'MO-OS1'

const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data }, header: {} })

const SHOP_CONFIG = {
  shopName: '模拟剧场',
  shopStatus: 'OPEN',
  defaultLang: 'zh-CN',
  themeColor: '#e8383d',
  supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] }],
}

const field = (over: Partial<OpenShowDetail['form'][number]>): OpenShowDetail['form'][number] => ({ key: 'k', type: 'TEXT', label: '', placeholder: '', required: true, maxLength: 20, min: null, max: null, options: [], ...over })

const SHOW: OpenShowDetail = {
  openShowId: SHOW_ID,
  title: '城市草地音乐会（免费报名）',
  posterUrl: '/api/pub/poster/MO002.svg?merchantId=10001',
  venueName: '澳门文化中心户外广场',
  venueAddress: '澳门新口岸冼星海大马路',
  startTime: Date.UTC(2030, 5, 1, 2),
  endTime: Date.UTC(2030, 5, 1, 6),
  utcOffset: 480,
  capacity: 500,
  remaining: 321,
  state: 'OPEN',
  description: '免费入场，凭报名二维码入场。',
  perBuyerLimit: 1,
  mine: 0,
  form: [
    field({ key: 'name', label: '姓名' }),
    field({ key: 'phone', type: 'PHONE', label: '手机号' }),
    field({ key: 'people', type: 'NUMBER', label: '同行人数', min: 1, max: 4 }),
    field({ key: 'session', type: 'SELECT', label: '入场时段', options: [{ value: 'AM', label: '上午场 10:00' }, { value: 'PM', label: '下午场 15:00' }] }),
    field({ key: 'note', type: 'TEXTAREA', label: '备注', required: false, maxLength: 200 }),
  ],
}

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run `npx taro build --type weapp` first'
if (missing) console.warn(`weapp-open-show: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

describeBuilt('weapp open-show pages under miniprogram-simulate', () => {
  let stub: WxStub
  let mini: MiniApp
  let page: any
  const text = (p: any = page) => String(p.dom.textContent ?? '')
  const all = (p: any, cls: string): any[] => p.querySelectorAll(`.${cls}`) as any[]
  const requestsTo = (path: string) => stub.callsOf('request').filter((o) => new URL(String(o.url)).pathname === path)

  beforeAll(async () => {
    stub = createWx()
    stub.answer = (options) => {
      const url = new URL(String(options.url))
      if (url.pathname === '/api/home/pub/v5/shop/configs') return ok(SHOP_CONFIG)
      if (url.pathname === `/api/pub/v1/open_shows/${SHOW_ID}`) return ok(SHOW)
      return ok(null)
    }
    mini = launchWeapp(stub, DETAIL_PAGE, { showId: SHOW_ID })
    page = mini.renderPage(DETAIL_PAGE, { showId: SHOW_ID })
    await waitFor(() => text().includes(SHOW.title), 8000, 'the open show')
  })

  it('renders the open show from its request: title, state, time at the venue, places left, limit', () => {
    const [call] = requestsTo(`/api/pub/v1/open_shows/${SHOW_ID}`)
    expect(call.method).toBe('GET')
    expect(call.header['terminal-src']).toBe('WEAPP')
    const shown = text()
    expect(shown).toContain('报名中')
    expect(shown).toContain('2030-06-01 10:00 - 14:00')
    expect(shown).toContain('剩余名额 321/500')
    expect(shown).toContain('每人限报名1次，已报名0次')
    expect(shown).toContain(SHOW.description)
    expect(shown).not.toContain('敬请期待')
  })

  it('"register now" opens the form page with wx.navigateTo', async () => {
    const button = all(page, 'form-submit')[0]
    expect(button.dom.textContent).toBe('立即报名')
    button.dispatchEvent('tap')
    const nav = await waitFor(() => stub.callsOf('navigateTo').find((o) => String(o.url).includes('entrance-registration-form')), 3000, 'navigateTo the form')
    expect(String(nav.url)).toBe(`/${FORM_PAGE}?showId=${SHOW_ID}`)
  })

  it('the form page draws each field by its type and refuses moving on with nothing filled', async () => {
    const form = mini.renderPage(FORM_PAGE, { showId: SHOW_ID })
    await waitFor(() => all(form, 'os-field').length === SHOW.form.length, 8000, 'the form fields')
    expect(all(form, 'os-field__label').map((n) => n.dom.textContent)).toEqual(['姓名*', '手机号*', '同行人数*', '入场时段*', '备注'])
    expect(all(form, 'os-option').map((n) => n.dom.textContent)).toEqual(['上午场 10:00', '下午场 15:00'])
    const before = stub.callsOf('navigateTo').length
    all(form, 'form-submit')[0].dispatchEvent('tap')
    await waitFor(() => all(form, 'os-field__error').length > 0, 3000, 'the field errors')
    expect(all(form, 'os-field__error')[0].dom.textContent).toBe('请填写姓名')
    expect(stub.callsOf('navigateTo')).toHaveLength(before)
  })
})
