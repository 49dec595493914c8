/**
 * @jest-environment jsdom
 *
 * A held coupon's expiry reminder (src/packages/user/coupon-expiry-remind.tsx, spec accounts §7
 * mini_remind_subscribe COUPON_TEMPLATE_EXPIRE): the tap asks the host for the merchant's coupon-expiry
 * templates first (mini-programs) and records a SUBSCRIBE reminder with the accepted ones; where the
 * platform has no subscribe messages (H5) it records an SMS reminder; a refusal records nothing; a
 * reminder already set is shown and not asked again.
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import type { CouponExpiryReminder, CouponReminderOptions } from '../../../types/coupon-reminders'
import type { RemindMethod } from '../../../types/reminders'
import { CouponExpiryRemind } from '../../../src/packages/user/coupon-expiry-remind'

jest.mock('@tarojs/components', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react')
  return { Text: (props: Record<string, unknown>) => createElement('span', props) }
})

// The factories run when the component is imported: they delegate lazily.
const mockServices = {
  fetchCouponReminderOptions: jest.fn<Promise<CouponReminderOptions>, []>(),
  fetchCouponReminder: jest.fn<Promise<CouponExpiryReminder | null>, [string]>(),
  saveCouponReminder: jest.fn<Promise<CouponExpiryReminder | null>, [string, RemindMethod, string[]]>(),
}
jest.mock('../../../src/services/coupon-reminders', () => ({
  fetchCouponReminderOptions: () => mockServices.fetchCouponReminderOptions(),
  fetchCouponReminder: (id: string) => mockServices.fetchCouponReminder(id),
  saveCouponReminder: (id: string, method: RemindMethod, ids: string[]) => mockServices.saveCouponReminder(id, method, ids),
}))

const mockSubscribe = { requestSubscribe: jest.fn() }
jest.mock('../../../src/platform/subscribe', () => ({ requestSubscribe: (ids: string[]) => mockSubscribe.requestSubscribe(ids) }))

const mockToasts: string[] = []
jest.mock('../../../src/platform/ui', () => ({ showToast: (text: string) => void mockToasts.push(text) }))

const EXPIRES = Date.parse('2030-01-01T12:00:00Z')
const saved = (couponTemplateId: string, method: RemindMethod, templateIds: string[]): CouponExpiryReminder => ({ couponTemplateId, method, templateIds, expireTime: EXPIRES, remindAt: EXPIRES - 24 * 3_600_000 })
const button = (el: HTMLElement) => el.querySelector('[data-testid="coupon-expiry-remind"]') as HTMLElement

beforeEach(() => {
  jest.clearAllMocks()
  mockToasts.length = 0
  mockServices.fetchCouponReminderOptions.mockResolvedValue({ templateIds: ['CPN_TPL'], remindAheadHours: 24 })
  mockServices.fetchCouponReminder.mockResolvedValue(null)
  mockServices.saveCouponReminder.mockImplementation(async (id, method, ids) => saved(id, method, ids))
})

it('asks the host for the merchant’s coupon-expiry templates in the tap and records a subscribe reminder', async () => {
  mockSubscribe.requestSubscribe.mockResolvedValue({ channel: 'subscribe', accepted: ['CPN_TPL'] })
  const { container } = render(<CouponExpiryRemind couponTemplateId='CT1' />)
  await waitFor(() => expect(mockServices.fetchCouponReminder).toHaveBeenCalledWith('CT1'))
  await act(async () => void (await Promise.resolve()))
  expect(button(container).textContent).toBe('到期提醒')
  await act(async () => void fireEvent.click(button(container)))
  await waitFor(() => expect(button(container).getAttribute('data-reminded')).toBe('1'))
  expect(mockSubscribe.requestSubscribe).toHaveBeenCalledWith(['CPN_TPL'])
  expect(mockServices.saveCouponReminder).toHaveBeenCalledWith('CT1', 'SUBSCRIBE', ['CPN_TPL'])
  expect(mockToasts).toEqual(['将在券到期前24小时提醒你'])
  expect(button(container).textContent).toBe('已设到期提醒')
})

it('records an SMS reminder where the platform has no subscribe messages (H5)', async () => {
  mockSubscribe.requestSubscribe.mockResolvedValue({ channel: 'sms', accepted: [] })
  const { container } = render(<CouponExpiryRemind couponTemplateId='CT1' />)
  await waitFor(() => expect(mockServices.fetchCouponReminderOptions).toHaveBeenCalled())
  await act(async () => void fireEvent.click(button(container)))
  await waitFor(() => expect(mockServices.saveCouponReminder).toHaveBeenCalledWith('CT1', 'SMS', []))
  await waitFor(() => expect(mockToasts).toEqual(['将在券到期前24小时短信提醒你']))
})

it('records nothing when the buyer refuses the host’s prompt', async () => {
  mockSubscribe.requestSubscribe.mockResolvedValue({ channel: 'subscribe', accepted: [] })
  const { container } = render(<CouponExpiryRemind couponTemplateId='CT1' />)
  await waitFor(() => expect(mockServices.fetchCouponReminderOptions).toHaveBeenCalled())
  await act(async () => void fireEvent.click(button(container)))
  await waitFor(() => expect(mockToasts).toEqual(['未允许到期提醒消息']))
  expect(mockServices.saveCouponReminder).not.toHaveBeenCalled()
  expect(button(container).getAttribute('data-reminded')).toBe('0')
})

it('shows a reminder already set and does not ask again', async () => {
  mockServices.fetchCouponReminder.mockResolvedValue(saved('CT1', 'SMS', []))
  const { container } = render(<CouponExpiryRemind couponTemplateId='CT1' />)
  await waitFor(() => expect(button(container).getAttribute('data-reminded')).toBe('1'))
  await act(async () => void fireEvent.click(button(container)))
  expect(mockSubscribe.requestSubscribe).not.toHaveBeenCalled()
  expect(mockServices.saveCouponReminder).not.toHaveBeenCalled()
})
