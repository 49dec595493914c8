/**
 * i18n: typed message keys, the current language, and formatting with {named} parameters.
 * Domain dictionaries live in ./messages/*; each entry carries zh-CN, zh-MO and en-US, so a missing
 * translation fails type-checking. The current language is a MobX box so observers re-render on switch.
 */
import { observable, runInAction } from 'mobx'
import { DEFAULT_LANG, type Lang } from './langs'
import type { Dictionary, Message, PluralText, Text } from './types'
import { mainMessages, type MessageKey } from './messages'

export * from './langs'
export type { MessageKey } from './messages'

const current = observable.box<Lang>(DEFAULT_LANG)

/**
 * The dictionaries loaded so far: the main package's from the start, a subpackage's once one of its
 * pages loads (addMessages). Plain data, not observable: a page registers before it renders.
 */
const loaded: Partial<Record<string, Message>> = { ...mainMessages }

/** Adds a subpackage's dictionary (src/packages/<package>/messages.ts, when its pages load). */
export function addMessages(dictionary: Dictionary): void {
  Object.assign(loaded, dictionary)
}

export function getLang(): Lang {
  return current.get()
}

export function setLang(lang: Lang): void {
  runInAction(() => current.set(lang))
}

export type Params = Record<string, string | number>

function pick(text: Text, lang: Lang, params?: Params): string {
  if (typeof text === 'string') return text
  const count = Number(params?.count ?? 0)
  return pluralCategory(count, lang) === 'one' ? text.one : text.other
}

function pluralCategory(count: number, lang: Lang): keyof PluralText {
  if (typeof Intl !== 'undefined' && typeof Intl.PluralRules === 'function') {
    return new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other'
  }
  return count === 1 && lang === 'en-US' ? 'one' : 'other'
}

/** Fill {name} placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function format(template: string, params?: Params): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  )
}

/**
 * Translate a key into the current (or given) language. A key whose package has not registered its
 * dictionary shows as the key itself, visible rather than blank (a page of that package forgot to
 * import its messages.ts; test/unit/i18n checks that none does).
 */
export function t(key: MessageKey, params?: Params, lang: Lang = current.get()): string {
  const message = loaded[key]
  if (!message) return key
  return format(pick(message[lang] ?? message[DEFAULT_LANG], lang, params), params)
}

/** True when the key is loaded: for keys that arrive as data (server status names, tab types). */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(loaded, key)
}
