/**
 * Announcements and customer service (server/src/modules/announcements, modules/customer-service):
 * the announcement page and the customer-service entry read them. Public: no login needed.
 */
import type { CustomerServiceEntry, Notice } from '../../types/announcements'
import { get } from '../request'
import { pathId } from './path-id'

/** One live announcement in the current language; a missing one rejects with the server's message. */
export function fetchNotice(id: string): Promise<Notice> {
  return get<Notice>(`pub/v1/announcements/${pathId(id)}`, {}, { importance: 'high', extras: { silent: true } })
}

/** The entry's settings and whether it is within the shop's hours right now (judged by the server). */
export function fetchCustomerService(bizShowId?: string): Promise<CustomerServiceEntry> {
  return get<CustomerServiceEntry>('pub/v1/customer_service', bizShowId ? { bizShowId } : {}, { importance: 'high' })
}
