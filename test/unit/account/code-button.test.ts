import { createCodeButton, type CodeButtonState } from '../../../src/components/code-button/machine'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

/** Let the awaited send settle under fake timers. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

function setup(send: () => Promise<number | void> = () => Promise.resolve()) {
  const seen: CodeButtonState[] = []
  const spy = jest.fn(send)
  const machine = createCodeButton({ send: spy, onChange: (s) => seen.push(s), now: () => Date.now() })
  return { machine, spy, seen }
}

it('starts in the initial state', () => {
  expect(setup().machine.state).toEqual({ phase: 'initial', secondsLeft: 0 })
})

it('counts down 60 s after a send, then offers reacquire', async () => {
  const { machine, spy } = setup()
  await machine.press()
  expect(spy).toHaveBeenCalledTimes(1)
  expect(machine.state).toEqual({ phase: 'countdown', secondsLeft: 60 })
  jest.advanceTimersByTime(1000)
  expect(machine.state.secondsLeft).toBe(59)
  jest.advanceTimersByTime(58_000)
  expect(machine.state).toEqual({ phase: 'countdown', secondsLeft: 1 })
  jest.advanceTimersByTime(1000)
  expect(machine.state).toEqual({ phase: 'reacquire', secondsLeft: 0 })
  await machine.press()
  expect(spy).toHaveBeenCalledTimes(2)
  expect(machine.state.phase).toBe('countdown')
  machine.dispose()
})

it('ignores presses while counting down', async () => {
  const { machine, spy } = setup()
  await machine.press()
  jest.advanceTimersByTime(10_000)
  await machine.press()
  expect(spy).toHaveBeenCalledTimes(1)
  machine.dispose()
})

it('treats presses within 500 ms as one', async () => {
  const { machine, spy } = setup(() => Promise.reject(new Error('no')))
  await machine.press()
  expect(machine.state.phase).toBe('error')
  jest.advanceTimersByTime(499)
  await machine.press()
  expect(spy).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(1)
  await machine.press()
  expect(spy).toHaveBeenCalledTimes(2)
})

it('ignores a second press while the first send is in flight', async () => {
  let resolve: () => void = () => undefined
  const { machine, spy } = setup(() => new Promise<void>((r) => (resolve = r)))
  const first = machine.press()
  expect(machine.state.phase).toBe('sending')
  jest.advanceTimersByTime(600)
  await machine.press()
  expect(spy).toHaveBeenCalledTimes(1)
  resolve()
  await first
  expect(machine.state.phase).toBe('countdown')
  machine.dispose()
})

it('goes to error when the send fails, and can be tried again', async () => {
  const send = jest.fn<Promise<void>, []>().mockRejectedValueOnce(new Error('429')).mockResolvedValueOnce(undefined)
  const { machine } = setup(send)
  await machine.press()
  expect(machine.state).toEqual({ phase: 'error', secondsLeft: 0 })
  jest.advanceTimersByTime(500)
  await machine.press()
  expect(machine.state.phase).toBe('countdown')
  machine.dispose()
})

it("uses the server's retry-after seconds when it gives them", async () => {
  const { machine } = setup(() => Promise.resolve(42))
  await machine.press()
  expect(machine.state.secondsLeft).toBe(42)
  machine.dispose()
})

it('reset stops the countdown and drops a late answer', async () => {
  let resolve: () => void = () => undefined
  const { machine } = setup(() => new Promise<void>((r) => (resolve = r)))
  const pending = machine.press()
  machine.reset()
  resolve()
  await pending
  await flush()
  expect(machine.state.phase).toBe('initial')
  jest.advanceTimersByTime(5000)
  expect(machine.state.phase).toBe('initial')
})
