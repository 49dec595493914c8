/** Which login methods a shop offers in a language, and the phone-area rule. */
import { ACCOUNT_STATUS, type LoginMethod } from '../../../../types/accounts.js'
import type { Lang } from '../../../../types/lang.js'
import { failure, type Failure } from './outcome.js'
import type { MerchantLoginConfig } from './repository.js'

/**
 * Login methods offered in `lang` (shop config supportLanguages[].loginMethod). A language the shop does
 * not list falls back to the union of its languages' methods, so an unusual lang never blocks login.
 */
export function methodsFor(cfg: MerchantLoginConfig, lang: Lang): LoginMethod[] {
  const entry = cfg.languages.find((l) => l.langTag === lang)
  if (entry) return entry.loginMethods
  return [...new Set(cfg.languages.flatMap((l) => l.loginMethods))]
}

export function methodAllowed(cfg: MerchantLoginConfig, lang: Lang, method: 'CELLPHONE' | 'EMAIL'): boolean {
  return methodsFor(cfg, lang).includes(method)
}

/** Check the phone's area against the shop's login areas and the method against the language. */
export function phoneLoginProblem(cfg: MerchantLoginConfig, lang: Lang, countryCode: string): Failure | null {
  if (!cfg.areas.includes(countryCode)) return failure(ACCOUNT_STATUS.REGION_UNSUPPORTED, 'region.unsupported')
  if (!methodAllowed(cfg, lang, 'CELLPHONE')) return failure(ACCOUNT_STATUS.METHOD_UNSUPPORTED, 'method.unsupported')
  return null
}
