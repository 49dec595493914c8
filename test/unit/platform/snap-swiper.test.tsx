/**
 * @jest-environment jsdom
 *
 * The H5 carousel on scroll snapping (src/platform/components-h5/snap-swiper.ts): which slide has
 * settled, where autoplay goes next, and onChange when another slide settles.
 */
import { act, fireEvent, render } from '@testing-library/react'
import { SnapSwiper, SnapSwiperItem, nextIndex, settledIndex } from '../../../src/platform/components-h5/snap-swiper'

describe('snap swiper', () => {
  it('settles on the slide whose left edge is nearest', () => {
    expect(settledIndex(0, 300, 3)).toBe(0)
    expect(settledIndex(149, 300, 3)).toBe(0)
    expect(settledIndex(151, 300, 3)).toBe(1)
    expect(settledIndex(900, 300, 3)).toBe(2)
    expect(settledIndex(50, 0, 3)).toBe(0)
  })

  it('autoplay moves one slide on, back to the first only when circular, never with one slide', () => {
    expect(nextIndex(0, 3, false)).toBe(1)
    expect(nextIndex(2, 3, true)).toBe(0)
    expect(nextIndex(2, 3, false)).toBeNull()
    expect(nextIndex(0, 1, true)).toBeNull()
  })

  it('tells onChange the settled slide once per change, and renders the slides in Taro’s tags', () => {
    const onChange = jest.fn()
    const { container } = render(
      <SnapSwiper className='c' onChange={onChange}>
        <SnapSwiperItem>a</SnapSwiperItem>
        <SnapSwiperItem>b</SnapSwiperItem>
      </SnapSwiper>,
    )
    expect(container.querySelectorAll('taro-swiper-core.c taro-swiper-item-core')).toHaveLength(2)
    const track = container.querySelector('.taro-snap-swiper__track') as HTMLElement
    Object.defineProperty(track, 'clientWidth', { value: 300 })
    act(() => {
      track.scrollLeft = 290
      fireEvent.scroll(track)
      fireEvent.scroll(track)
    })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ detail: { current: 1, source: 'touch' } })
  })
})
