/**
 * @jest-environment jsdom
 *
 * H5's heavy components (Swiper, Video) load when a page first renders one: a stand-in shows until
 * the code arrives, then the real component with the same props; a failed load keeps the stand-in
 * and tries again on the next mount; code loaded once is used at once by later mounts.
 */
import { act, render, within } from '@testing-library/react'
import { createElement } from 'react'
import { deferredComponent } from '../../../src/platform/components-h5/deferred'

type Props = { label: string }
const Real = ({ label }: Props) => createElement('span', { 'data-testid': 'real' }, label)
const standIn = ({ label }: Props) => createElement('span', { 'data-testid': 'stand-in' }, label)

function controlled() {
  const calls: Array<{ resolve: (c: typeof Real) => void; reject: (e: Error) => void }> = []
  const load = jest.fn(() => new Promise<typeof Real>((resolve, reject) => calls.push({ resolve, reject })))
  return { load, calls }
}

describe('deferredComponent', () => {
  it('shows the stand-in, then the real component with the same props, loading the code once', async () => {
    const { load, calls } = controlled()
    const Deferred = deferredComponent<Props>(load, standIn)
    const first = render(createElement(Deferred, { label: 'slide 1' }))
    expect(within(first.container).getByTestId('stand-in').textContent).toBe('slide 1')
    expect(within(first.container).queryByTestId('real')).toBeNull()
    const second = render(createElement(Deferred, { label: 'slide 2' }))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => calls[0].resolve(Real))
    expect(within(first.container).getByTestId('real').textContent).toBe('slide 1')
    expect(within(second.container).getByTestId('real').textContent).toBe('slide 2')
    // Later mounts render the loaded component straight away.
    const third = render(createElement(Deferred, { label: 'slide 3' }))
    expect(within(third.container).getByTestId('real').textContent).toBe('slide 3')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the stand-in when the load fails and loads again on the next mount', async () => {
    const { load, calls } = controlled()
    const Deferred = deferredComponent<Props>(load, standIn)
    const first = render(createElement(Deferred, { label: 'poster' }))
    await act(async () => calls[0].reject(new Error('offline')))
    expect(within(first.container).getByTestId('stand-in').textContent).toBe('poster')
    first.unmount()
    const again = render(createElement(Deferred, { label: 'poster' }))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => calls[1].resolve(Real))
    expect(within(again.container).getByTestId('real').textContent).toBe('poster')
  })
})
