import { createElement, forwardRef, useState, type ComponentType, type Ref, type SyntheticEvent } from 'react'
import './plain.css'

/**
 * View, Text and Image for H5 as plain elements under Taro's tag names, without Stencil.
 *
 * Taro's H5 library makes every View, Text and Image a Stencil custom element: on each one the browser
 * upgrades it, Stencil renders a virtual tree into it and moves its children into a slot. A home page
 * holds ~650 of them, and that work was most of its main-thread time (issue 16: ~2 s of blocking time
 * on a throttled phone). These three have no behaviour the app uses beyond their element and styles,
 * so here they are the element itself: an undefined custom element is as cheap as a div, and keeping
 * Taro's tag names keeps every stylesheet rule and selector that names them (plain.css holds Taro's
 * own rules for them). Mini-programs and jest keep Taro's components.
 *
 * Not carried over, because no page uses them: View's hover class and long press, Text's decode.
 */
type Props = Record<string, unknown> & { children?: unknown }

/** Taro's prop names that are attributes of the element under another spelling. */
const TEXT_ATTRIBUTES: Record<string, string> = { userSelect: 'user-select', numberOfLines: 'number-of-lines' }

function element(tag: string, props: Props, ref: Ref<unknown>, rename: Record<string, string> = {}) {
  const out: Props = { ref }
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue
    const attribute = rename[name]
    if (attribute) out[attribute] = String(value)
    // A custom element's class is its `class` attribute (React would set an attribute named className).
    else out[name === 'className' ? 'class' : name] = value
  }
  return createElement(tag, out)
}

export const PlainView = forwardRef<unknown, Props>(function View(props, ref) {
  return element('taro-view-core', props, ref)
})

export const PlainText = forwardRef<unknown, Props>(function Text(props, ref) {
  const { numberOfLines, style, ...rest } = props
  const clamp = typeof numberOfLines === 'number' ? { '--line-clamp': numberOfLines } : undefined
  const merged = clamp ? { ...(typeof style === 'object' ? style : {}), ...clamp } : style
  return element('taro-text-core', { ...rest, numberOfLines, style: merged }, ref, TEXT_ATTRIBUTES)
})

interface ImageProps extends Props {
  src?: string
  mode?: string
  lazyLoad?: boolean
  nativeProps?: Record<string, unknown>
  onLoad?: (e: { detail: { width: number; height: number } }) => void
  onError?: (e: unknown) => void
}

/**
 * Taro's Image: an `<img>` inside a box sized by the page's class, placed by `mode` with Taro's
 * classes (aspectFill crops along the longer side once the picture's own size is known). lazyLoad is
 * the browser's own `loading="lazy"`, which Taro's IntersectionObserver approximated.
 */
export const PlainImage = forwardRef<unknown, ImageProps>(function Image(props, ref) {
  // (forwardRef's Omit-based prop type keeps only the index signature of ImageProps.)
  const { src, mode, lazyLoad, nativeProps, onLoad, onError, ...rest } = props as ImageProps
  const [fillAlong, setFillAlong] = useState<'width' | 'height'>('width')
  const fit = (mode || 'scaleToFill').toLowerCase().replace(/\s/g, '')
  let imgClass = `taro-img__mode-${fit}`
  if (fit === 'aspectfill') imgClass += ` taro-img__mode-aspectfill--${fillAlong}`
  const host = fit === 'widthfix' ? { ...rest, className: [rest.className, 'taro-img__widthfix'].filter(Boolean).join(' ') } : rest
  const img = src
    ? createElement('img', {
        className: imgClass,
        src,
        loading: lazyLoad ? 'lazy' : undefined,
        onLoad: (e: SyntheticEvent<HTMLImageElement>) => {
          const { width, height, naturalWidth, naturalHeight } = e.currentTarget
          setFillAlong(naturalWidth > naturalHeight ? 'width' : 'height')
          onLoad?.({ detail: { width, height } })
        },
        onError: (e: unknown) => onError?.(e),
        ...nativeProps,
      })
    : null
  return element('taro-image-core', { ...host, children: img }, ref)
})

export type PlainComponent = ComponentType<Props>
