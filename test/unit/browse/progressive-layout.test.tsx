/**
 * @jest-environment jsdom
 *
 * A layout draws its first screen's components at once and the rest a few at a time, each step after
 * the previous one has been drawn (src/layouts/progressive.ts); another layout starts over.
 */
import { act, render } from '@testing-library/react'
import { createElement } from 'react'
import { FIRST_STEP, NEXT_STEP, useProgressiveCount } from '../../../src/layouts/progressive'

function Probe({ total, layout }: { total: number; layout: object }) {
  const shown = useProgressiveCount(total, layout)
  return createElement('span', { 'data-testid': 'shown' }, String(shown))
}

/** Each step is scheduled after the previous one is drawn: run timers until no step is left. */
async function drain(): Promise<void> {
  for (let i = 0; i < 20; i++) await act(async () => void jest.runOnlyPendingTimers())
}

describe('useProgressiveCount', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('draws the first step at once and the rest step by step', async () => {
    const layout = {}
    const view = render(createElement(Probe, { total: 15, layout }))
    const shown = () => Number(view.getByTestId('shown').textContent)
    expect(shown()).toBe(FIRST_STEP)
    await act(async () => void jest.advanceTimersByTime(0))
    expect(shown()).toBe(FIRST_STEP + NEXT_STEP)
    await drain()
    expect(shown()).toBe(15)
  })

  it('draws a short layout whole, and starts over for another layout', async () => {
    const first = {}
    const view = render(createElement(Probe, { total: 3, layout: first }))
    expect(view.getByTestId('shown').textContent).toBe('3')
    await drain()
    view.rerender(createElement(Probe, { total: 20, layout: {} }))
    expect(view.getByTestId('shown').textContent).toBe(String(FIRST_STEP))
    await drain()
    expect(view.getByTestId('shown').textContent).toBe('20')
  })
})
