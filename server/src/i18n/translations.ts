/**
 * Merchant-authored text (shop name, navigation names, ...) is stored as one jsonb object per field:
 * {"zh-CN": "...", "zh-MO": "...", "en-US": "..."}. A merchant may fill only some languages.
 */
import type { Lang } from '../../../types/lang.js'
import { LANGS } from '../../../types/lang.js'

export type Translations = Partial<Record<Lang, string>>

/** Pick the text for `lang`, falling back to the merchant's default language, then to any filled language. */
export function pickTranslation(tr: Translations | null | undefined, lang: Lang, fallback: Lang): string {
  if (!tr) return ''
  const direct = tr[lang] ?? tr[fallback]
  if (direct !== undefined) return direct
  for (const l of LANGS) {
    const v = tr[l]
    if (v !== undefined) return v
  }
  return ''
}
