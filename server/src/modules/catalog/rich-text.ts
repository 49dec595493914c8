/**
 * Merchant HTML (show descriptions, rich-text layout blocks) → the `nodes` array of a rich-text
 * component. Parsed here once, not in the app: Alipay's rich-text takes only nodes, a parser would
 * weigh on every mini-program package, and the server is where merchant markup is made safe. Only
 * the tags and attributes the mini-program rich-text supports survive; scripts, styles, frames and
 * event handlers are dropped, and links keep their text but not their target.
 */
import { Parser } from 'htmlparser2'
import type { RichTextNode } from '../../../../types/catalog.js'

/** Tags every target's rich-text renders (WeChat's list; Alipay and Douyin accept the same set). */
const ALLOWED_TAGS = new Set([
  'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'fieldset', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'i', 'img', 'ins', 'label', 'legend', 'li', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 'rt', 'ruby', 's',
  'section', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'tt', 'u', 'ul',
])

/** Elements whose whole content is dropped, not just the tag. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'head', 'title', 'svg', 'math'])

/** Attributes kept on any allowed tag; images also keep their source and size. */
const COMMON_ATTRS = new Set(['class', 'style', 'width', 'height', 'align', 'colspan', 'rowspan', 'span', 'color', 'size', 'face'])
const IMG_ATTRS = new Set(['src', 'alt'])

/** A style value that could fetch or run something (url(), expression(), javascript:) is dropped whole. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import/i
/** Image sources we can show: our own paths, https/http and inline raster data. */
const SAFE_SRC = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i

type ElementNode = Extract<RichTextNode, { type: 'node' }>

function cleanAttrs(name: string, attrs: Record<string, string>): Record<string, string> | undefined {
  const out: Record<string, string> = {}
  for (const [key, raw] of Object.entries(attrs)) {
    const k = key.toLowerCase()
    const value = raw.trim()
    if (COMMON_ATTRS.has(k)) {
      if (k === 'style' && UNSAFE_STYLE.test(value)) continue
      out[k] = value
    } else if (name === 'img' && IMG_ATTRS.has(k)) {
      if (k === 'src' && !SAFE_SRC.test(value)) continue
      out[k] = value
    }
  }
  return Object.keys(out).length ? out : undefined
}

/** The sanitised node list of `html` ('' → []). Unknown tags are unwrapped: their text stays. */
export function htmlToNodes(html: string): RichTextNode[] {
  if (!html) return []
  const root: RichTextNode[] = []
  // Open elements; `null` marks an unwrapped tag (its children go to the nearest kept parent).
  const stack: Array<ElementNode | null> = []
  let dropDepth = 0
  const childrenOfTop = (): RichTextNode[] => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const el = stack[i]
      if (el) return (el.children ??= [])
    }
    return root
  }
  const parser = new Parser(
    {
      onopentag(rawName, attrs) {
        const name = rawName.toLowerCase()
        if (dropDepth > 0 || DROPPED_WITH_CONTENT.has(name)) {
          dropDepth++
          return
        }
        if (!ALLOWED_TAGS.has(name)) {
          stack.push(null)
          return
        }
        const node: ElementNode = { type: 'node', name }
        const clean = cleanAttrs(name, attrs)
        if (clean) node.attrs = clean
        if (name === 'img' && !clean?.src) {
          stack.push(null) // an image without a usable source shows nothing
          return
        }
        childrenOfTop().push(node)
        stack.push(node)
      },
      onclosetag() {
        if (dropDepth > 0) {
          dropDepth--
          return
        }
        stack.pop()
      },
      ontext(text) {
        if (dropDepth > 0 || !text) return
        const siblings = childrenOfTop()
        const last = siblings[siblings.length - 1]
        // The parser may hand one run of text over in pieces; keep it one node.
        if (last && last.type === 'text') last.text += text
        else siblings.push({ type: 'text', text })
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  )
  parser.write(html)
  parser.end()
  return root
}
