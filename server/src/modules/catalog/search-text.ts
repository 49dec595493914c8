/**
 * Keyword matching that punctuation and spacing cannot break (issue 13): "話劇雷" finds 話劇《雷雨》,
 * "swanlake" and "swan-lake" find "Swan Lake", "星光巡回演唱会第二站" finds "星光巡回演唱会 · 第二站".
 *
 * Both sides are folded the same way: lower-cased, with every space and punctuation mark removed. The
 * stored text (catalog_shows.search_text) is folded in SQL by catalog_search_fold (migration
 * 0019_catalog_search_fold), so the ignorable characters are spelled as explicit code-point ranges:
 * PostgreSQL's [[:punct:]] and [[:space:]] only know ASCII under the C locale (PGlite's). The same
 * ranges fold the buyer's keyword here; a test checks the database folds exactly as foldTerm does.
 *
 * Each name is folded on its own and the names are joined with SEARCH_FIELD_SEPARATOR, a character the
 * folding removes from keywords: a term never matches across two names (a show's end and its venue's
 * start).
 */

/** Code points a keyword match ignores: spaces, ASCII and CJK punctuation, full-width punctuation. */
const IGNORED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d], // tab, line feed, vertical tab, form feed, carriage return
  [0x20, 0x2f], // space ! " # $ % & ' ( ) * + , - . /
  [0x3a, 0x40], // : ; < = > ? @
  [0x5b, 0x60], // [ \ ] ^ _ `
  [0x7b, 0x7e], // { | } ~
  [0xa0, 0xbf], // no-break space, Latin-1 punctuation and signs (« » · ¿ ...)
  [0xd7, 0xd7], // ×
  [0xf7, 0xf7], // ÷
  [0x2000, 0x206f], // general punctuation: typographic spaces, dashes, quotes, ellipsis, bullets
  [0x2190, 0x21ff], // arrows
  [0x2500, 0x25ff], // box drawing, blocks, geometric shapes (■ ▲ ○ ...)
  [0x2600, 0x27bf], // miscellaneous symbols and dingbats (★ ♪ ✓ ...)
  [0x3000, 0x303f], // CJK symbols and punctuation: ideographic space 、。〈〉《》「」『』【】〔〕〜
  [0x30fb, 0x30fb], // katakana middle dot ・
  [0xfe10, 0xfe1f], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff01, 0xff0f], // full-width ！＂＃＄％＆＇（）＊＋，－．／
  [0xff1a, 0xff20], // full-width ：；＜＝＞？＠
  [0xff3b, 0xff40], // full-width ［＼］＾＿｀
  [0xff5b, 0xff65], // full-width ｛｜｝～ and half-width CJK punctuation ｟｠｡｢｣､･
]

/** Joins the folded names in search_text; '|' is in IGNORED_RANGES, so no folded keyword contains it. */
export const SEARCH_FIELD_SEPARATOR = '|'

const hex = (n: number) => n.toString(16).padStart(4, '0')

/** The ignored characters as a PostgreSQL regular-expression bracket (\uXXXX escapes, locale-free). */
export const PG_IGNORED_CLASS = `[${IGNORED_RANGES.map(([a, b]) => (a === b ? `\\u${hex(a)}` : `\\u${hex(a)}-\\u${hex(b)}`)).join('')}]`

const JS_IGNORED = new RegExp(`[${IGNORED_RANGES.map(([a, b]) => (a === b ? `\\u{${a.toString(16)}}` : `\\u{${a.toString(16)}}-\\u{${b.toString(16)}}`)).join('')}]`, 'u')
const JS_IGNORED_ALL = new RegExp(JS_IGNORED.source, 'gu')

/** Whether a character is skipped when matching (a space or a punctuation mark). */
export function isIgnored(char: string): boolean {
  return JS_IGNORED.test(char)
}

/** A keyword word as it is matched against search_text: lower-case, spaces and punctuation removed. */
export function foldTerm(word: string): string {
  return word.toLowerCase().replace(JS_IGNORED_ALL, '')
}

/**
 * The words of a keyword (at most 5) folded for matching. A word that is only punctuation folds to
 * nothing and is left out; `searchable` is false when the keyword had words but none is left, so the
 * caller answers "nothing found" instead of listing every show.
 */
export function searchTerms(keyword: string | undefined): { terms: string[]; searchable: boolean } {
  const words = (keyword ?? '').split(/\s+/).filter(Boolean)
  const terms = words.map(foldTerm).filter(Boolean).slice(0, 5)
  return { terms, searchable: words.length === 0 || terms.length > 0 }
}

/**
 * The SQL expression of a show's search_text, from the show (`s`), its venue (`v`) and city (`c`)
 * aliases: the show, venue and city names in every language, each folded by catalog_search_fold
 * (migration 0019), joined by the separator.
 */
export function searchTextSql(s: string, v: string, c: string): string {
  const cols = [`${s}.show_name`, `${v}.name`, `${c}.city_name`]
  const parts = cols.flatMap((col) => ['zh-CN', 'zh-MO', 'en-US'].map((lang) => `catalog_search_fold(${col}->>'${lang}')`))
  return `concat_ws('${SEARCH_FIELD_SEPARATOR}', ${parts.join(', ')})`
}
