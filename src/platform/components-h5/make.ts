import { createElement, forwardRef, type ComponentType } from 'react'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'

/**
 * Taro's React wrapper of one of its H5 custom elements, built exactly as Taro's own
 * lib/react/components.js builds it (tag, no context, Taro's props manipulation, the element's
 * define function), but in a module of its own: see index.ts. Its data- and aria- props reach the
 * wrapper as text (attributeProps).
 */
export function taroComponent<T>(tagName: string, defineCustomElement: () => void): T {
  const Wrapped = createReactComponent(tagName, undefined, manipulatePropsFunction as never, defineCustomElement) as unknown as ComponentType<Record<string, unknown>>
  const Component = forwardRef<unknown, Record<string, unknown>>((props, ref) => createElement(Wrapped, { ...attributeProps(props), ref }))
  Component.displayName = (Wrapped as { displayName?: string }).displayName
  return Component as unknown as T
}

/**
 * data- and aria- props given as numbers or booleans, as text. Taro's wrapper copies every prop onto
 * the element as a property when it mounts, and sets only text props as attributes when they change;
 * Preact (the H5 renderer) then sees `data-total` as an existing property and updates only that. A
 * number attribute kept its first value (the attendee list's data-total stayed 0 after an attendee
 * was added). As text, the wrapper sets the attribute on every change, as React does.
 */
export function attributeProps<P extends Record<string, unknown>>(props: P): P {
  let out = props
  for (const name of Object.keys(props)) {
    const value = props[name]
    if ((typeof value === 'number' || typeof value === 'boolean') && (name.startsWith('data-') || name.startsWith('aria-'))) {
      if (out === props) out = { ...props }
      ;(out as Record<string, unknown>)[name] = String(value)
    }
  }
  return out
}
