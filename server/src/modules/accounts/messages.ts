/**
 * Wording of the accounts area in the three languages. Kept beside the module (not in i18n/messages.ts)
 * so the accounts work merges without touching shared files; same `{name}` placeholder convention.
 */
import type { Lang } from '../../../../types/lang.js'
import { loginMessages } from './messages/login.js'
import { servicesMessages } from './messages/services.js'
import { textsMessages } from './messages/texts.js'

export const accountMessages = { ...loginMessages, ...textsMessages, ...servicesMessages }

export type AccountMessageKey = keyof typeof accountMessages

/** Localise an accounts message key, filling `{name}` placeholders. */
export function ta(lang: Lang, key: AccountMessageKey, vars: Record<string, string | number> = {}): string {
  return accountMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
