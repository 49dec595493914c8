/** The pay-result poll (spec core §4 step 6, §9): up to 5 asks, 3 s apart, under jest's fake clock. */
import { ORDER_STATE } from '../../types/orders'
import { PAY_POLL_INTERVAL_MS, PAY_POLL_TIMES, pollPayment, verdictOfOrderState, type PayVerdict } from '../../src/utils/payment-poll'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

/** Answers in turn, recording when (fake clock) each ask happened. */
function asker(answers: Array<PayVerdict | Error>) {
  const at: number[] = []
  const start = Date.now()
  const check = jest.fn(async () => {
    at.push(Date.now() - start)
    const next = answers[Math.min(at.length - 1, answers.length - 1)]
    if (next instanceof Error) throw next
    return next
  })
  return { check, at }
}

async function run<T>(promise: Promise<T>): Promise<T> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 50 && !done; i++) await jest.advanceTimersByTimeAsync(500)
  return promise
}

it('asks 5 times, 3 s apart, and answers unpaid when the order never leaves UNPAID', async () => {
  expect([PAY_POLL_TIMES, PAY_POLL_INTERVAL_MS]).toEqual([5, 3000])
  const { check, at } = asker(['unpaid'])
  const result = await run(pollPayment(check))
  expect(result).toEqual({ verdict: 'unpaid', polls: 5 })
  expect(at).toEqual([0, 3000, 6000, 9000, 12000])
})

it('stops at the first answer that is no longer unpaid', async () => {
  const { check, at } = asker(['unpaid', 'unpaid', 'paid'])
  expect(await run(pollPayment(check))).toEqual({ verdict: 'paid', polls: 3 })
  expect(at).toEqual([0, 3000, 6000])
})

it('a failed ask counts as unpaid and the poll goes on', async () => {
  const { check } = asker([new Error('network'), 'closed'])
  expect(await run(pollPayment(check))).toEqual({ verdict: 'closed', polls: 2 })
})

it('ends without further asks once stopped (the page went away)', async () => {
  let stopped = false
  const { check } = asker(['unpaid'])
  const promise = pollPayment(check, { stopped: () => stopped })
  await jest.advanceTimersByTimeAsync(3000)
  stopped = true
  expect(await run(promise)).toEqual({ verdict: 'unpaid', polls: 2 })
  expect(check).toHaveBeenCalledTimes(2)
})

it('maps order states: unpaid, paid-like, cancelled or closed', () => {
  expect(verdictOfOrderState(ORDER_STATE.Unpaid)).toBe('unpaid')
  expect(verdictOfOrderState(undefined)).toBe('unpaid')
  for (const paid of [ORDER_STATE.Reserve, ORDER_STATE.Delivering, ORDER_STATE.Delivering_Express, ORDER_STATE.Succeeded]) expect(verdictOfOrderState(paid)).toBe('paid')
  expect(verdictOfOrderState(ORDER_STATE.Canceled)).toBe('closed')
  expect(verdictOfOrderState(ORDER_STATE.Closed)).toBe('closed')
})
