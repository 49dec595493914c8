/**
 * @jest-environment jsdom
 *
 * Show detail's sale reminder (src/packages/show/detail/remind.tsx): the buyer picks how long before
 * the sale the reminder comes, from the lead times the server offers (10 minutes preselected when
 * offered), and the reminder is recorded with that choice — by the host's subscribe message where the
 * platform has one, by SMS otherwise. A reminder already set shows its lead time; picking another moves
 * it by the same channel, and a refused move shows the old choice again. Anonymous taps open login.
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import type { ReminderOptions, SaleReminder, SaleReminderRequest } from '../../../types/reminders'
import { RemindButton } from '../../../src/packages/show/detail/remind'

jest.mock('@tarojs/components', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react')
  const View = (props: Record<string, unknown>) => createElement('div', props)
  const Text = (props: Record<string, unknown>) => createElement('span', props)
  return { View, Text }
})

// The factories run when remind.tsx is imported (before this file's constants exist): they delegate lazily.
const mockServices = {
  fetchReminderOptions: jest.fn<Promise<ReminderOptions>, []>(),
  fetchSaleReminder: jest.fn<Promise<SaleReminder | null>, [string]>(),
  saveSaleReminder: jest.fn<Promise<SaleReminder>, [SaleReminderRequest]>(),
  cancelSaleReminder: jest.fn<Promise<void>, [string]>(),
}
jest.mock('../../../src/services/reminders', () => ({
  fetchReminderOptions: () => mockServices.fetchReminderOptions(),
  fetchSaleReminder: (showId: string) => mockServices.fetchSaleReminder(showId),
  saveSaleReminder: (body: SaleReminderRequest) => mockServices.saveSaleReminder(body),
  cancelSaleReminder: (showId: string) => mockServices.cancelSaleReminder(showId),
}))

const mockSubscribe = { requestSubscribe: jest.fn() }
jest.mock('../../../src/platform/subscribe', () => ({ requestSubscribe: (ids: string[]) => mockSubscribe.requestSubscribe(ids) }))

const mockToasts: string[] = []
jest.mock('../../../src/platform/ui', () => ({ showToast: (text: string) => void mockToasts.push(text) }))

const mockRouter = { open: jest.fn(), loginRoute: () => 'login' }
jest.mock('../../../src/router', () => ({ router: { open: (route: string) => mockRouter.open(route), loginRoute: () => mockRouter.loginRoute() } }))

let mockUserId: string | undefined = 'U1'
jest.mock('../../../src/stores', () => ({ stores: { session: { getUserId: () => mockUserId } } }))

const SALE = Date.parse('2030-01-01T12:00:00Z')
const saved = (req: SaleReminderRequest): SaleReminder => ({
  showId: req.showId,
  sessionId: null,
  method: req.method,
  templateIds: req.templateIds ?? [],
  remindNotifyAheadOfMinutes: req.remindNotifyAheadOfMinutes,
  saleTime: SALE,
  remindAt: SALE - req.remindNotifyAheadOfMinutes * 60_000,
})

const choices = (el: HTMLElement) => Array.from(el.querySelectorAll('[data-minutes]')).map((c) => ({ minutes: Number(c.getAttribute('data-minutes')), on: c.getAttribute('data-on') === '1', text: c.textContent }))
const chosen = (el: HTMLElement) => choices(el).find((c) => c.on)?.minutes
const button = (el: HTMLElement) => el.querySelector('[data-testid="remind-me"]') as HTMLElement
const choice = (el: HTMLElement, minutes: number) => el.querySelector(`[data-minutes="${minutes}"]`) as HTMLElement

beforeEach(() => {
  jest.clearAllMocks()
  mockToasts.length = 0
  mockUserId = 'U1'
  mockServices.fetchReminderOptions.mockResolvedValue({ templateIds: ['TPL'], remindNotifyAheadOfMinutesChoices: [10, 30, 60] })
  mockServices.fetchSaleReminder.mockResolvedValue(null)
  mockServices.saveSaleReminder.mockImplementation(async (req) => saved(req))
  mockServices.cancelSaleReminder.mockResolvedValue()
  mockSubscribe.requestSubscribe.mockResolvedValue({ channel: 'sms', accepted: [] })
})

it('offers the server’s lead times with 10 minutes chosen, and records the reminder by SMS with the buyer’s choice', async () => {
  const { container } = render(<RemindButton showId='MO006' />)
  await waitFor(() => expect(mockServices.fetchSaleReminder).toHaveBeenCalledWith('MO006'))
  expect(choices(container)).toEqual([
    { minutes: 10, on: true, text: '10分钟' },
    { minutes: 30, on: false, text: '30分钟' },
    { minutes: 60, on: false, text: '60分钟' },
  ])
  expect(container.querySelector('[data-testid="remind-ahead"]')?.textContent).toBe('开售前10分钟30分钟60分钟')
  fireEvent.click(choice(container, 30))
  expect(chosen(container)).toBe(30)
  expect(mockServices.saveSaleReminder).not.toHaveBeenCalled() // nothing set yet: choosing only chooses

  await act(async () => void fireEvent.click(button(container)))
  await waitFor(() => expect(button(container).getAttribute('data-reminded')).toBe('1'))
  expect(mockServices.saveSaleReminder).toHaveBeenCalledWith({ showId: 'MO006', method: 'SMS', templateIds: [], remindNotifyAheadOfMinutes: 30 })
  expect(mockToasts).toEqual(['将在开售前30分钟短信提醒你'])
  expect(button(container).textContent).toBe('已设开售提醒')
})

it('asks the host for the merchant’s templates and records a subscribe reminder', async () => {
  mockSubscribe.requestSubscribe.mockResolvedValue({ channel: 'subscribe', accepted: ['TPL'] })
  const { container } = render(<RemindButton showId='MO006' />)
  await waitFor(() => expect(choices(container)).toHaveLength(3))
  await act(async () => void fireEvent.click(choice(container, 60)))
  await act(async () => void fireEvent.click(button(container)))
  await waitFor(() => expect(mockServices.saveSaleReminder).toHaveBeenCalledTimes(1))
  expect(mockSubscribe.requestSubscribe).toHaveBeenCalledWith(['TPL'])
  expect(mockServices.saveSaleReminder).toHaveBeenCalledWith({ showId: 'MO006', method: 'SUBSCRIBE', templateIds: ['TPL'], remindNotifyAheadOfMinutes: 60 })
  await waitFor(() => expect(mockToasts).toEqual(['将在开售前60分钟提醒你']))
})

it('shows a set reminder’s lead time, moves it by the same channel, and shows the old choice again when the move is refused', async () => {
  mockServices.fetchSaleReminder.mockResolvedValue(saved({ showId: 'MO006', method: 'SUBSCRIBE', templateIds: ['TPL'], remindNotifyAheadOfMinutes: 60 }))
  const { container } = render(<RemindButton showId='MO006' />)
  await waitFor(() => expect(chosen(container)).toBe(60))
  expect(button(container).getAttribute('data-reminded')).toBe('1')

  await act(async () => void fireEvent.click(choice(container, 10)))
  await waitFor(() => expect(mockToasts).toEqual(['将在开售前10分钟提醒你']))
  expect(mockServices.saveSaleReminder).toHaveBeenCalledWith({ showId: 'MO006', method: 'SUBSCRIBE', templateIds: ['TPL'], remindNotifyAheadOfMinutes: 10 })
  expect(mockSubscribe.requestSubscribe).not.toHaveBeenCalled() // the host's acceptance stands
  expect(chosen(container)).toBe(10)

  mockServices.saveSaleReminder.mockRejectedValueOnce(new Error('refused'))
  await act(async () => void fireEvent.click(choice(container, 30)))
  await waitFor(() => expect(chosen(container)).toBe(10))
})

it('preselects the first lead time when the server does not offer 10 minutes', async () => {
  mockServices.fetchReminderOptions.mockResolvedValue({ templateIds: [], remindNotifyAheadOfMinutesChoices: [15, 120] })
  const { container } = render(<RemindButton showId='MO006' />)
  await waitFor(() => expect(choices(container).map((c) => c.minutes)).toEqual([15, 120]))
  expect(chosen(container)).toBe(15)
})

it('sends an anonymous buyer to login and records nothing', async () => {
  mockUserId = undefined
  const { container } = render(<RemindButton showId='MO006' />)
  await waitFor(() => expect(mockServices.fetchReminderOptions).toHaveBeenCalled())
  fireEvent.click(button(container))
  expect(mockRouter.open).toHaveBeenCalledWith('login')
  expect(mockServices.fetchSaleReminder).not.toHaveBeenCalled()
  expect(mockServices.saveSaleReminder).not.toHaveBeenCalled()
})
