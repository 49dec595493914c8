import { format, getLang, langFromQuery, langFromSystemTag, setLang, shortLangFromSystemTag, t } from '../../../src/i18n'
import { allMessages as messages } from '../../../src/i18n/messages/all'

describe('language mapping (spec core §2, §9; accounts §9)', () => {
  it('maps the lang query values zh-MO, zh and en to zh-MO, zh-CN and en-US', () => {
    expect(langFromQuery('zh-MO')).toBe('zh-MO')
    expect(langFromQuery('zh')).toBe('zh-CN')
    expect(langFromQuery('en')).toBe('en-US')
    expect(langFromQuery('en-US')).toBe('en-US')
    expect(langFromQuery('fr')).toBeUndefined()
    expect(langFromQuery(undefined)).toBeUndefined()
  })

  it('maps system tags zh-Hans/zh-CN to zh, en-US to en and zh-Hant to zh-MO', () => {
    expect(shortLangFromSystemTag('zh-Hans')).toBe('zh')
    expect(shortLangFromSystemTag('zh_CN')).toBe('zh')
    expect(shortLangFromSystemTag('en-US')).toBe('en')
    expect(shortLangFromSystemTag('zh-Hant')).toBe('zh-MO')
    expect(langFromSystemTag('zh-Hant-TW')).toBe('zh-MO')
    expect(langFromSystemTag('ja-JP')).toBeUndefined()
  })
})

describe('t()', () => {
  afterEach(() => setLang('zh-CN'))

  it('answers in the current language and fills named parameters', () => {
    setLang('en-US')
    expect(getLang()).toBe('en-US')
    expect(t('home.welcome', { shop: 'Lotus' })).toBe('Welcome to Lotus')
    setLang('zh-MO')
    expect(t('tab.ticket')).toBe('票夾')
  })

  it('chooses the English plural by count', () => {
    expect(t('request.tried', { count: 1 }, 'en-US')).toBe('Tried 1 time')
    expect(t('request.tried', { count: 3 }, 'en-US')).toBe('Tried 3 times')
    expect(t('request.tried', { count: 3 }, 'zh-CN')).toBe('已为您尝试3次')
  })

  it('keeps an unknown placeholder visible so a missing parameter is noticed', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })

  it('has a non-empty text in every language for every key', () => {
    const empty: string[] = []
    for (const [key, message] of Object.entries(messages)) {
      for (const lang of ['zh-CN', 'zh-MO', 'en-US'] as const) {
        const text = (message as Record<string, unknown>)[lang]
        const parts = typeof text === 'string' ? [text] : Object.values(text as object)
        if (!parts.length || parts.some((p) => typeof p !== 'string' || p.trim() === '')) empty.push(`${key} ${lang}`)
      }
    }
    expect(empty).toEqual([])
  })
})
