/**
 * @jest-environment jsdom
 *
 * The answers the H5 home page arrives with (server/src/http/first-screen): the request module takes
 * one for exactly the call it was written for, once, and sends everything else as before.
 */
import { configureRequest, get } from '../../../src/request'
import { callKey } from '../../../src/request/params'
import { pagePrefetched } from '../../../src/platform/boot-data.h5'
import { advance, createHarness, envelope, ok, track } from './harness'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const LAYOUT = { components: [{ componentType: 'SEARCH_BAR' }] }
const layoutKey = (merchantId: string, lang: string) => `${merchantId}|${lang}|${callKey('home/pub/v5/layouts', { page: 'HOME', cityId: 'BL8201' })}`

function pageWith(responses: Record<string, unknown>): Document {
  const doc = document.implementation.createHTMLDocument('page')
  const block = doc.createElement('script')
  block.type = 'application/json'
  block.id = 'boot-data'
  block.textContent = JSON.stringify({ responses })
  doc.head.appendChild(block)
  return doc
}

function harnessWith(responses: Record<string, unknown>, context = {}, sinceLoadMs = () => 1_000) {
  const h = createHarness({ context })
  configureRequest({ ...h.deps, prefetched: pagePrefetched(pageWith(responses), sinceLoadMs) })
  h.otherwise(ok({ from: 'network' }))
  return h
}

describe('answers the page arrived with', () => {
  it('answers the call it was written for once, without the network; the next one is sent', async () => {
    const h = harnessWith({ [layoutKey('10001', 'zh-CN')]: envelope({ data: LAYOUT }) })
    const first = track(get('home/pub/v5/layouts', { page: 'HOME', cityId: 'BL8201', topicId: undefined }))
    await advance(5)
    expect(first.value).toEqual(LAYOUT)
    expect(h.sent).toHaveLength(0)
    const again = track(get('home/pub/v5/layouts', { page: 'HOME', cityId: 'BL8201' }))
    await advance(5)
    expect(again.value).toEqual({ from: 'network' })
    expect(h.sent).toHaveLength(1)
  })

  it('sends a call whose merchant, language or parameters differ, and any call in preview mode', async () => {
    const responses = { [layoutKey('10001', 'zh-CN')]: envelope({ data: LAYOUT }) }
    for (const [context, params] of [
      [{ merchantId: '10002' }, { page: 'HOME', cityId: 'BL8201' }],
      [{ lang: 'en-US' }, { page: 'HOME', cityId: 'BL8201' }],
      [{}, { page: 'HOME', cityId: 'BL1106' }],
      [{ preview: true }, { page: 'HOME', cityId: 'BL8201' }],
    ] as const) {
      const h = harnessWith(responses, context)
      const call = track(get('home/pub/v5/layouts', params))
      await advance(5)
      expect(call.value).toEqual({ from: 'network' })
      expect(h.sent).toHaveLength(1)
    }
  })

  it('ignores answers once the page is a minute old', async () => {
    const stale = harnessWith({ [layoutKey('10001', 'zh-CN')]: envelope({ data: LAYOUT }) }, {}, () => 61_000)
    const late = track(get('home/pub/v5/layouts', { page: 'HOME', cityId: 'BL8201' }))
    await advance(5)
    expect(late.value).toEqual({ from: 'network' })
    expect(stale.sent).toHaveLength(1)
  })

  it('a page without the block, or with a broken one, has none', () => {
    expect(pagePrefetched(document.implementation.createHTMLDocument('x'))).toBeUndefined()
    const doc = pageWith({})
    doc.getElementById('boot-data')!.textContent = '{not json'
    expect(pagePrefetched(doc)).toBeUndefined()
  })
})
