/**
 * @jest-environment jsdom
 *
 * Accessibility props of the shared components (components/a11y.ts) and the H5 keyboard activation of
 * tappable views (platform/keyboard.h5.ts): Enter or Space on a focused view with a pressable role
 * clicks it; native controls, disabled views and other keys are left alone.
 */
import { dialogProps, imageAlt, pressable } from '../../../src/components/a11y'
import { installKeyboardActivation } from '../../../src/platform/keyboard.h5'

describe('a11y props', () => {
  it('gives an image its alt text through the props Taro forwards to <img>, and hides a decorative one', () => {
    expect(imageAlt(' Moonlight Sonata ')).toEqual({ nativeProps: { alt: 'Moonlight Sonata' } })
    expect(imageAlt('')).toEqual({ nativeProps: { alt: '' }, 'aria-hidden': 'true' })
    expect(imageAlt(undefined)).toEqual({ nativeProps: { alt: '' }, 'aria-hidden': 'true' })
  })

  it('makes a tappable view a focusable control with its role, name and state', () => {
    expect(pressable()).toEqual({ role: 'button', tabIndex: 0 })
    expect(pressable('Search', { role: 'link' })).toEqual({ role: 'link', tabIndex: 0, 'aria-label': 'Search' })
    expect(pressable(undefined, { role: 'tab', selected: false })).toEqual({ role: 'tab', tabIndex: 0, 'aria-selected': 'false' })
    expect(pressable(undefined, { role: 'link', selected: true })).toEqual({ role: 'link', tabIndex: 0, 'aria-current': 'page' })
    expect(pressable(null, { role: 'radio', selected: true })).toEqual({ role: 'radio', tabIndex: 0, 'aria-checked': 'true' })
    expect(pressable(null, { role: 'radio', selected: false })).toEqual({ role: 'radio', tabIndex: 0, 'aria-checked': 'false' })
    expect(pressable(undefined, { disabled: true })).toEqual({ role: 'button', tabIndex: 0, 'aria-disabled': 'true' })
  })

  it('labels a dialog by its title', () => {
    expect(dialogProps('t1')).toEqual({ role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 't1' })
    expect(dialogProps(undefined)).toEqual({ role: 'dialog', 'aria-modal': 'true' })
  })
})

describe('keyboard activation', () => {
  let uninstall: () => void
  beforeEach(() => {
    document.body.innerHTML = ''
    uninstall = installKeyboardActivation(document)
  })
  afterEach(() => uninstall())

  function view(attrs: Record<string, string>, tag = 'taro-view-core'): { el: HTMLElement; clicks: () => number } {
    const el = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
    let n = 0
    el.addEventListener('click', () => n++)
    document.body.appendChild(el)
    return { el, clicks: () => n }
  }
  const press = (el: HTMLElement, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

  it.each(['button', 'link', 'tab', 'menuitem'])('Enter and Space click a view with role %s', (role) => {
    const { el, clicks } = view({ role, tabindex: '0' })
    press(el, 'Enter')
    press(el, ' ')
    expect(clicks()).toBe(2)
  })

  it('leaves other keys, roleless views, disabled views and native buttons alone', () => {
    const plain = view({})
    const disabled = view({ role: 'button', 'aria-disabled': 'true' })
    const native = view({ role: 'button' }, 'button')
    const button = view({ role: 'button' })
    press(plain.el, 'Enter')
    press(disabled.el, 'Enter')
    press(native.el, 'Enter')
    press(button.el, 'a')
    press(button.el, 'Tab')
    expect([plain.clicks(), disabled.clicks(), native.clicks(), button.clicks()]).toEqual([0, 0, 0, 0])
  })

  it('stops after uninstalling', () => {
    uninstall()
    const { el, clicks } = view({ role: 'button' })
    press(el, 'Enter')
    expect(clicks()).toBe(0)
    uninstall = installKeyboardActivation(document)
  })
})
