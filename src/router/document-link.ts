/**
 * Links to this app's own agreement page (spec core §2: agreement takes id and title). A merchant's
 * documents are linked as `/agreement?id=<docId>` (the demo purchase agreement, the refund action), so
 * they open the in-app page on every target instead of being treated as a web address to leave for.
 * Pure (no Taro): the router and the agreement page use it.
 */
export interface OwnDocument {
  id: string
  title?: string
}

const OWN_PATH = /^\/agreement\/?(\?.*)?$/

/** The document a URL names when it is our own agreement page with an id, else undefined. */
export function ownDocumentOf(url: string | undefined | null): OwnDocument | undefined {
  if (!url) return undefined
  const hash = url.indexOf('#')
  const bare = hash < 0 ? url : url.slice(0, hash)
  const match = OWN_PATH.exec(bare)
  if (!match) return undefined
  const query = new Map<string, string>()
  for (const part of (match[1] ?? '').replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    try {
      query.set(decodeURIComponent(part.slice(0, eq)), decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' ')))
    } catch {
      // A malformed escape is not our link.
      return undefined
    }
  }
  const id = query.get('id')
  if (!id) return undefined
  const title = query.get('title')
  return title ? { id, title } : { id }
}
