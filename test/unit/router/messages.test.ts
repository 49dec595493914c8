import { LANGS } from '../../../src/i18n/langs'
import { allMessages as messages } from '../../../src/i18n/messages/all'
import { platformMessages } from '../../../src/i18n/messages/platform'
import { routerMessages } from '../../../src/i18n/messages/router'

describe('router and platform dictionaries', () => {
  it.each([
    ['routerMessages', routerMessages],
    ['platformMessages', platformMessages],
  ])('%s has non-empty zh-CN, zh-MO and en-US texts', (_, dict) => {
    for (const [key, message] of Object.entries(dict)) {
      for (const lang of LANGS) expect({ key, lang, text: (message as Record<string, string>)[lang]?.length > 0 }).toEqual({ key, lang, text: true })
    }
  })

  it('does not collide with other dictionaries (a key in the merged messages is this very entry)', () => {
    const merged = messages as Record<string, unknown>
    const own = { ...routerMessages, ...platformMessages } as Record<string, unknown>
    for (const key of Object.keys(own)) if (key in merged) expect(merged[key]).toBe(own[key])
    for (const key of Object.keys(routerMessages)) expect(key in platformMessages).toBe(false)
  })
})
