const PRESSABLE_ROLES = new Set(['button', 'link', 'tab', 'menuitem'])

/**
 * One keydown listener for the document: Enter or Space on a focused element with a pressable role
 * (not a native control, which does this itself) clicks it, so the view's onClick runs.
 * Returns the uninstaller.
 */
export function installKeyboardActivation(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const target = event.target as HTMLElement | null
    if (!target || !PRESSABLE_ROLES.has(target.getAttribute('role') ?? '')) return
    if (/^(BUTTON|A|INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.getAttribute('aria-disabled') === 'true') return
    event.preventDefault()
    target.click()
  }
  doc.addEventListener('keydown', onKeyDown)
  return () => doc.removeEventListener('keydown', onKeyDown)
}
