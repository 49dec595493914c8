import { createElement, forwardRef, useEffect, useRef, type ReactNode, type Ref } from 'react'
import './snap-swiper.css'

/**
 * Taro's Swiper for H5 on the browser's own scroll snapping instead of the Swiper library.
 *
 * Taro's H5 swiper is a Stencil element driving Swiper: 33 KB of script after the first render and,
 * on a throttled phone, a ~570 ms main-thread task to measure and lay out the slides (issue 16). Here
 * the slides are a horizontal scroller that snaps to whole slides: a finger swipes it natively, and
 * autoplay only asks it to scroll one slide on. What the app's carousel uses is carried over: autoplay
 * with its interval, circular (after the last slide, back to the first), and onChange with
 * `detail.current` whenever another slide has settled in view. Autoplay pauses while a finger or the
 * pointer is on the slides, while the page is hidden, and never runs for buyers who ask the system
 * for reduced motion. Not carried over (no page uses them): vertical, indicator dots, several slides
 * per view, margins, effects, `current` as a controlled prop.
 */
interface SnapSwiperProps {
  className?: string
  style?: unknown
  autoplay?: boolean
  interval?: number
  circular?: boolean
  onChange?: (e: { detail: { current: number; source: 'autoplay' | 'touch' } }) => void
  children?: ReactNode
  [name: string]: unknown
}

/** The slide whose left edge is nearest the scroller's: the one the snap settles on. */
export function settledIndex(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)))
}

/** The slide autoplay moves to next, or null when a non-circular carousel has reached its end. */
export function nextIndex(current: number, count: number, circular: boolean): number | null {
  if (count < 2) return null
  if (current + 1 < count) return current + 1
  return circular ? 0 : null
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

export const SnapSwiper = forwardRef<unknown, SnapSwiperProps>(function Swiper(props, ref) {
  const { className, style, autoplay, interval = 5000, circular = false, onChange, children, ...rest } = props as SnapSwiperProps
  const track = useRef<HTMLElement | null>(null)
  const current = useRef(0)
  const held = useRef(false)
  const source = useRef<'autoplay' | 'touch'>('touch')
  const changed = useRef(onChange)
  changed.current = onChange
  const count = Array.isArray(children) ? children.filter(Boolean).length : children ? 1 : 0

  useEffect(() => {
    const el = track.current
    if (!autoplay || !el || reducedMotion()) return undefined
    const timer = setInterval(() => {
      // A page kept in the router's stack is display:none (no offsetParent): nothing to move.
      if (held.current || document.visibilityState === 'hidden' || !el.offsetParent) return
      const next = nextIndex(current.current, count, circular)
      if (next === null) return
      source.current = 'autoplay'
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
    }, interval)
    return () => clearInterval(timer)
  }, [autoplay, interval, circular, count])

  const onScroll = () => {
    const el = track.current
    if (!el) return
    const index = settledIndex(el.scrollLeft, el.clientWidth, count)
    if (index === current.current) return
    current.current = index
    changed.current?.({ detail: { current: index, source: source.current } })
    source.current = 'touch'
  }
  const hold = (on: boolean) => () => {
    held.current = on
  }

  return createElement(
    'taro-swiper-core',
    { ...rest, class: className, style, ref: ref as Ref<unknown> },
    createElement(
      'div',
      {
        className: 'taro-snap-swiper__track',
        ref: track,
        onScroll,
        onPointerDown: hold(true),
        onPointerUp: hold(false),
        onPointerCancel: hold(false),
        onPointerLeave: hold(false),
        onTouchStart: hold(true),
        onTouchEnd: hold(false),
      },
      children,
    ),
  )
})

export const SnapSwiperItem = forwardRef<unknown, { className?: string; children?: ReactNode; [name: string]: unknown }>(function SwiperItem(props, ref) {
  const { className, children, ...rest } = props as { className?: string; children?: ReactNode }
  return createElement('taro-swiper-item-core', { ...rest, class: className, ref: ref as Ref<unknown> }, children)
})
