/**
 * The first screen the server drew into the page (server/src/http/first-screen): it lies over the app
 * until the app's own page has drawn the same content, then goes. A page says it has drawn its first
 * screen with `firstScreenDrawn(pageName)`; the screen goes a frame later, so the page's own pixels are
 * on screen first. Any other page showing first (a redirect, an error page) removes it at once, as does
 * an app speaking another language than the screen, and so does the boot's safety timer: the screen
 * never outlives a slow or failed page.
 */
const SAFETY_MS = 10_000

function screen(doc: Document): HTMLElement | null {
  return doc.getElementById('first-screen')
}

function remove(doc: Document): void {
  screen(doc)?.remove()
}

/**
 * The language the server drew the first screen in (its `<html lang>`), when it drew one: the app starts
 * in it when the URL and this tab name none (src/boot), so its first calls match the page's boot data.
 */
export function firstScreenLang(doc: Document = document): string | undefined {
  return screen(doc) ? doc.documentElement.lang || undefined : undefined
}

/**
 * Called at launch, before the app sets `<html lang>`: the screen goes at once when the app speaks
 * another language than it (the buyer chose one earlier in this tab), else after SAFETY_MS whatever
 * happens.
 */
export function watchFirstScreen(appLang: string, doc: Document = document): void {
  if (!screen(doc)) return
  if (doc.documentElement.lang !== appLang) return remove(doc)
  setTimeout(() => remove(doc), SAFETY_MS)
}

/** A page has drawn its content: the screen goes after the next frame if it was this page's. */
export function firstScreenDrawn(pageName: string, doc: Document = document): void {
  const el = screen(doc)
  if (!el) return
  if (el.dataset.page !== pageName) return remove(doc)
  requestAnimationFrame(() => setTimeout(() => remove(doc), 0))
}

/** A page is showing that is not the one the screen drew: the screen goes now. */
export function otherPageShown(pageName: string, doc: Document = document): void {
  const el = screen(doc)
  if (el && el.dataset.page !== pageName) remove(doc)
}
