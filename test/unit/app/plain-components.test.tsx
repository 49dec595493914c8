/**
 * @jest-environment jsdom
 *
 * The H5 build's View, Text and Image (src/platform/components-h5/plain.ts): plain elements under
 * Taro's tag names, carrying the props the app gives them, and Image placing its picture with Taro's
 * mode classes.
 */
import { fireEvent, render } from '@testing-library/react'
import { PlainImage, PlainText, PlainView } from '../../../src/platform/components-h5/plain'

describe('H5 plain components', () => {
  it('renders a View as taro-view-core with its class, data-, aria- and role props, and taps reach onClick', () => {
    const onClick = jest.fn()
    const { container } = render(
      <PlainView className='card' data-testid='card' data-total={3} role='link' aria-label='Open' onClick={onClick}>
        hi
      </PlainView>,
    )
    const el = container.querySelector('taro-view-core') as HTMLElement
    expect(el.className).toBe('card')
    expect(el.getAttribute('data-total')).toBe('3')
    expect(el.getAttribute('role')).toBe('link')
    expect(el.getAttribute('aria-label')).toBe('Open')
    expect(el.textContent).toBe('hi')
    fireEvent.click(el)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('renders Text as taro-text-core; selectable and line clamps become the attributes Taro styles', () => {
    const { container } = render(
      <PlainText className='t' userSelect numberOfLines={2}>
        x
      </PlainText>,
    )
    const el = container.querySelector('taro-text-core') as HTMLElement
    expect(el.getAttribute('user-select')).toBe('true')
    expect(el.getAttribute('number-of-lines')).toBe('2')
    expect(el.style.getPropertyValue('--line-clamp')).toBe('2')
  })

  it('renders Image as an <img> in taro-image-core with the mode class, alt and lazy loading; no src, no img', () => {
    const { container, rerender } = render(<PlainImage className='poster' src='/p.svg' mode='aspectFit' lazyLoad nativeProps={{ alt: 'Swan Lake' }} />)
    const img = container.querySelector('taro-image-core.poster > img') as HTMLImageElement
    expect(img.getAttribute('class')).toBe('taro-img__mode-aspectfit')
    expect(img.getAttribute('alt')).toBe('Swan Lake')
    expect(img.getAttribute('loading')).toBe('lazy')
    rerender(<PlainImage className='poster' mode='widthFix' />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('taro-image-core')?.className).toBe('poster taro-img__widthfix')
  })

  it('aspectFill crops along the picture’s longer side once it has loaded, and onLoad gets the size as detail', () => {
    const onLoad = jest.fn()
    const { container } = render(<PlainImage src='/tall.png' mode='aspectFill' onLoad={onLoad} />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('class')).toBe('taro-img__mode-aspectfill taro-img__mode-aspectfill--width')
    Object.defineProperties(img, { naturalWidth: { value: 300 }, naturalHeight: { value: 400 }, width: { value: 150 }, height: { value: 200 } })
    fireEvent.load(img)
    expect(img.getAttribute('class')).toBe('taro-img__mode-aspectfill taro-img__mode-aspectfill--height')
    expect(onLoad).toHaveBeenCalledWith({ detail: { width: 150, height: 200 } })
  })
})
