import type { Lang } from './langs'

/** A plural-aware text: `one`/`other` chosen by the `count` parameter (Intl.PluralRules where available). */
export interface PluralText {
  one: string
  other: string
}

export type Text = string | PluralText

/** One message in every language we ship. A missing language is a type error, not a runtime blank. */
export type Message = Record<Lang, Text>

export type Dictionary = Record<string, Message>
