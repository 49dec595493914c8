/**
 * Accessibility props for Taro views, spread onto them so every page gets the same semantics:
 * `<Image {...imageAlt(show.showName)} />`, `<View {...pressable(t('common.search'))} onClick={...}>`.
 *
 * On H5 a Taro view is a custom element: `role` and `aria-*` land on it as attributes (screen readers
 * and Lighthouse read them), and Taro's Image forwards `nativeProps` to its inner <img>, which is where
 * `alt` must be. Mini-program templates carry no such attributes, so there these are inert.
 * Keyboard activation of pressable views (Enter, Space) is installed once per document by
 * platform/keyboard-activation.
 */

interface ImageAltProps {
  nativeProps: { alt: string }
  'aria-hidden'?: 'true'
}

/**
 * The <img> alternative text: the show's or goods' name. An image that only decorates (the text
 * beside it says the same) passes '' and is hidden from screen readers.
 */
export function imageAlt(text: string | null | undefined): ImageAltProps {
  const alt = (text ?? '').trim()
  return alt ? { nativeProps: { alt } } : { nativeProps: { alt: '' }, 'aria-hidden': 'true' }
}

export type PressableRole = 'button' | 'link' | 'tab' | 'menuitem' | 'radio'

export interface PressableProps {
  role: PressableRole
  tabIndex: 0
  'aria-label'?: string
  'aria-selected'?: 'true' | 'false'
  'aria-checked'?: 'true' | 'false'
  'aria-current'?: 'page'
  'aria-disabled'?: 'true'
}

interface PressableOptions {
  role?: PressableRole
  /** A tab that is the current one (role tab: aria-selected; radio: aria-checked; link: aria-current). */
  selected?: boolean
  disabled?: boolean
}

/**
 * A tappable view as a control: its role (button unless it opens another page: link, or switches
 * tabs: tab; picks one of several: radio), focusable by keyboard, and its accessible name when its text does not say it (an
 * icon, an image card).
 */
export function pressable(label?: string | null, options: PressableOptions = {}): PressableProps {
  const role = options.role ?? 'button'
  const props: PressableProps = { role, tabIndex: 0 }
  if (label) props['aria-label'] = label
  if (options.selected !== undefined && role === 'tab') props['aria-selected'] = options.selected ? 'true' : 'false'
  if (options.selected !== undefined && role === 'radio') props['aria-checked'] = options.selected ? 'true' : 'false'
  if (options.selected && role === 'link') props['aria-current'] = 'page'
  if (options.disabled) props['aria-disabled'] = 'true'
  return props
}

/** A modal dialog labelled by its title element (give the title this id). */
export function dialogProps(titleId: string | undefined): { role: 'dialog'; 'aria-modal': 'true'; 'aria-labelledby'?: string } {
  return titleId ? { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId } : { role: 'dialog', 'aria-modal': 'true' }
}
