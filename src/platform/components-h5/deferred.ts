import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A heavy Taro component whose code loads only when a page first renders it: Swiper (the Swiper
 * library) and Video (Taro's player UI) together were more than half of the home page's own
 * JavaScript, though only some layouts show them. Until the code arrives the page shows `standIn`,
 * a static element of the same class and size (the first slide, the video's poster), so the first
 * paint neither waits for the chunk nor shifts when the real component replaces the stand-in.
 * A failed load keeps the stand-in and retries on the next mount. Refs are not forwarded: no page
 * holds one to these components.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  standIn: (props: P) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const ensure = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        pending = undefined
        throw err
      },
    )
    return pending
  }

  function Deferred(props: P) {
    const [, setReady] = useState(Boolean(loaded))
    useEffect(() => {
      if (loaded) return undefined
      let live = true
      ensure().then(
        () => live && setReady(true),
        () => undefined,
      )
      return () => {
        live = false
      }
    }, [])
    return loaded ? createElement(loaded, props) : standIn(props)
  }
  return Deferred
}
