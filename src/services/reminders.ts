/**
 * Sale-start reminders (server/src/modules/reminders): the merchant's subscribe-message templates,
 * and the buyer's reminder for a show. Buyer calls need a login.
 */
import type { ReminderOptions, SaleReminder, SaleReminderRequest } from '../../types/reminders'
import { del, get, post } from '../request'
import { pathId } from './path-id'

const PATH = 'buyer/v1/sale_reminders'

/** The templates the host asks the buyer to accept (mini-programs) and the lead times to choose from. */
export function fetchReminderOptions(): Promise<ReminderOptions> {
  return get<ReminderOptions>('pub/v1/sale_reminders/options', {}, { importance: 'low' })
}

/** The buyer's reminder for the show, or null. Low importance: the detail page shows without it. */
export function fetchSaleReminder(showId: string): Promise<SaleReminder | null> {
  return get<SaleReminder | null>(`${PATH}/${pathId(showId)}`, {}, { importance: 'low', extras: { silent: true } })
}

export function saveSaleReminder(body: SaleReminderRequest): Promise<SaleReminder> {
  return post<SaleReminder>(PATH, body, { importance: 'high' })
}

export async function cancelSaleReminder(showId: string): Promise<void> {
  await del(`${PATH}/${pathId(showId)}`, undefined, { importance: 'high' })
}
