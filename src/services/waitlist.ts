/**
 * Wait-list calls (issue 19; paths match server/src/modules/waitlist/routes.ts): the instruction,
 * joining a sold-out tier, the buyer's entries and leaving one.
 */
import type { JoinWaitListRequest, WaitListEntryView, WaitListMine, WaitListRule } from '../../types/waitlist'
import { get, post } from '../request'

import { pathId as enc } from './path-id'

export function fetchWaitListRule(): Promise<WaitListRule> {
  return get<WaitListRule>('pub/v1/wait_list/rule', {}, { importance: 'medium' })
}

export function joinWaitList(req: JoinWaitListRequest): Promise<WaitListEntryView> {
  return post<WaitListEntryView>('buyer/v1/wait_list', req, { importance: 'high' })
}

export function fetchMyWaitList(): Promise<WaitListMine> {
  return get<WaitListMine>('buyer/v1/wait_list', {}, { importance: 'high' })
}

export function cancelWaitList(entryId: string): Promise<WaitListEntryView> {
  return post<WaitListEntryView>(`buyer/v1/wait_list/${enc(entryId)}/cancel`, {}, { importance: 'high' })
}
