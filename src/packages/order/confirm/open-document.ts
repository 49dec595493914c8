/**
 * Opening an agreement document from the confirm page without losing the order in progress. The
 * router opens web documents on H5 by replacing the page (location.assign), which would drop the
 * picked attendees and the read marks; so a browser opens it in a new tab, and only when that is
 * blocked (or in the native app shell and the mini-programs, where the agreement page is pushed on
 * the stack and the confirm page stays) does it go through the router.
 */
import { getHost } from '../../../platform/host'
import { router } from '../../../router'

export function openAgreementDocument(doc: { title: string; url: string }): void {
  const host = getHost()
  if (host.isH5 && !host.isNativeAppShell && typeof window !== 'undefined' && typeof window.open === 'function') {
    const tab = window.open(doc.url, '_blank')
    if (tab) {
      // The document must not be able to script this page.
      tab.opener = null
      return
    }
  }
  void router.open('agreement', { title: doc.title, url: doc.url })
}
