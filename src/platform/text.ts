/**
 * Translation for dictionaries owned by the router and the platform layer. Goes through i18n's t()
 * once the dictionary is merged into src/i18n/messages/index.ts, and reads the dictionary directly
 * before that, so a missing merge never shows a blank or throws.
 */
import { format, getLang, hasMessage, t, type Params } from '../i18n'
import type { Dictionary, Text } from '../i18n/types'

function plain(text: Text): string {
  return typeof text === 'string' ? text : text.other
}

export function translator<D extends Dictionary>(dict: D): (key: keyof D & string, params?: Params) => string {
  return (key, params) => {
    if (hasMessage(key)) return t(key, params)
    const message = dict[key]
    return format(plain(message[getLang()] ?? message['zh-CN']), params)
  }
}
