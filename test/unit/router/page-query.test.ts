import { readPageQuery } from '../../../src/router/page-query'

describe('readPageQuery', () => {
  it('reads every honoured parameter', () => {
    expect(
      readPageQuery({ theme: 'dark', debug: '1', statusBarHeight: '44', src: 'wxmp', isFlutter: 'true', authCode: 'A%20B', channelCode: 'P1', lang: 'en' }),
    ).toEqual({ theme: 'dark', debug: true, statusBarHeight: 44, src: 'wxmp', isFlutter: true, authCode: 'A B', channelCode: 'P1', lang: 'en-US' })
  })

  it('maps lang zh-MO, zh and en to zh-MO, zh-CN and en-US and drops others', () => {
    expect(readPageQuery({ lang: 'zh-MO' }).lang).toBe('zh-MO')
    expect(readPageQuery({ lang: 'zh' }).lang).toBe('zh-CN')
    expect(readPageQuery({ lang: 'en' }).lang).toBe('en-US')
    expect(readPageQuery({ lang: 'fr' }).lang).toBeUndefined()
  })

  it('ignores bad values and empty input', () => {
    expect(readPageQuery({ theme: 'blue', statusBarHeight: 'x', debug: '0', src: 'undefined' })).toEqual({ debug: false, isFlutter: false })
    expect(readPageQuery(undefined)).toEqual({ debug: false, isFlutter: false })
    expect(readPageQuery({ theme: 'light', statusBarHeight: 0 })).toEqual({ theme: 'light', statusBarHeight: 0, debug: false, isFlutter: false })
  })
})
