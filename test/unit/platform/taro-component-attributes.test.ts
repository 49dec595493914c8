/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * H5 renders Taro's custom elements with Preact. A data- attribute given as a number must follow its
 * value after the first render (the attendee list's data-total stayed 0 once an attendee was added):
 * taroComponent hands data- and aria- props to Taro's wrapper as text. Rendered here with Preact
 * itself ('react' mocked as preact/compat), as in the H5 build.
 */
jest.mock('react', () => jest.requireActual('preact/compat'))
// Taro's wrapper imports its own bundled copy of tslib as an ES module, which jest does not transform.
jest.mock('@tarojs/components/lib/react/node_modules/.pnpm/@rollup_plugin-typescript@11.1.6_rollup@4.39.0_tslib@2.8.1_typescript@5.4.5/node_modules/tslib/tslib.es6.js', () => jest.requireActual('tslib'))

import { createElement } from 'react'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { attributeProps, taroComponent } from '../../../src/platform/components-h5/make'

;(globalThis as { DEPRECATED_ADAPTER_COMPONENT?: boolean }).DEPRECATED_ADAPTER_COMPONENT = false
const define = (tag: string) => () => {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {})
}

function mountTotals(View: (props: Record<string, unknown>) => unknown) {
  const host = document.createElement('div')
  const show = (total: number, hidden: boolean) =>
    act(() => {
      render(createElement(View as never, { 'data-testid': 'list', 'data-total': total, 'aria-hidden': hidden }), host)
    })
  return { host, show, list: () => host.querySelector('[data-testid="list"]') as Element }
}

describe('Taro H5 components under Preact', () => {
  it('keep number and boolean data-/aria- attributes in step with their props', () => {
    const View = taroComponent<(props: Record<string, unknown>) => unknown>('x-view-core', define('x-view-core'))
    const { show, list } = mountTotals(View)
    show(0, false)
    expect(list().getAttribute('data-total')).toBe('0')
    show(1, true)
    expect(list().getAttribute('data-total')).toBe('1')
    expect(list().getAttribute('aria-hidden')).toBe('true')
    show(2, false)
    expect(list().getAttribute('data-total')).toBe('2')
    expect(list().getAttribute('aria-hidden')).toBe('false')
  })

  it("control: Taro's wrapper alone leaves the first value on the attribute", () => {
    const Bare = createReactComponent('x-bare-core', undefined, undefined, define('x-bare-core')) as unknown as (props: Record<string, unknown>) => unknown
    const { show, list } = mountTotals(Bare)
    show(0, false)
    show(1, true)
    expect(list().getAttribute('data-total')).toBe('0')
  })

  it('converts only data- and aria- numbers and booleans, keeping the same object when none', () => {
    const plain = { className: 'a', 'data-id': 'x', onClick: () => undefined }
    expect(attributeProps(plain)).toBe(plain)
    expect(attributeProps({ 'data-n': 3, 'aria-busy': false, count: 3, hidden: true })).toEqual({ 'data-n': '3', 'aria-busy': 'false', count: 3, hidden: true })
  })
})
