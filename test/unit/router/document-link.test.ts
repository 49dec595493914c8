/** Links to the app's own agreement page (merchant documents) open the page on every target. */
import { navigation } from '../../../src/platform/navigation'
import { navigation as weappNavigation } from '../../../src/platform/navigation.weapp'
import { ownDocumentOf } from '../../../src/router/document-link'
import { RouterEvents } from '../../../src/router/events'
import { createRouter } from '../../../src/router/router'
import { installWindow, makeEnv, removeWindow, setStack, taro, urlOf } from './helpers'

describe('own document links', () => {
  it('reads the document id (and title) of our agreement page path', () => {
    expect(ownDocumentOf('/agreement?id=ticket-terms')).toEqual({ id: 'ticket-terms' })
    expect(ownDocumentOf('/agreement/?id=a%20b&title=%E6%9D%A1%E6%AC%BE')).toEqual({ id: 'a b', title: '条款' })
    expect(ownDocumentOf('/agreement?title=x')).toBeUndefined()
    expect(ownDocumentOf('https://shop.example/agreement?id=x')).toBeUndefined()
    expect(ownDocumentOf('/agreements?id=x')).toBeUndefined()
    expect(ownDocumentOf('/agreement?id=%E0%A4%A')).toBeUndefined()
    expect(ownDocumentOf(undefined)).toBeUndefined()
  })
})

describe('router: agreement links', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    jest.clearAllMocks()
    setStack('home', 'orderConfirm')
  })
  afterEach(() => {
    jest.useRealTimers()
    removeWindow()
  })

  it('opens our own document on the agreement page on H5 instead of leaving for its URL', async () => {
    const { assign } = installWindow()
    const router = createRouter(makeEnv({ isH5: true }), navigation, new RouterEvents())
    await router.open('agreement', { url: '/agreement?id=ticket-terms', title: '购票须知' })
    expect(assign).not.toHaveBeenCalled()
    expect(urlOf(taro.navigateTo)).toBe(`/packages/user/agreement/index?title=${encodeURIComponent('购票须知')}&id=ticket-terms`)
  })

  it('still opens a foreign document URL directly on H5', async () => {
    const { assign } = installWindow()
    const router = createRouter(makeEnv({ isH5: true }), navigation, new RouterEvents())
    await router.open('agreement', { url: 'https://example.com/terms', title: 'T' })
    expect(assign).toHaveBeenCalledWith('https://example.com/terms')
  })

  it('opens our own document on the agreement page in mini-programs too', async () => {
    const router = createRouter(makeEnv({ isH5: false }), weappNavigation, new RouterEvents())
    await router.open('agreement', { url: '/agreement?id=privacy-policy&title=Privacy' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/agreement/index?title=Privacy&id=privacy-policy')
  })
})
