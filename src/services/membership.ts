/**
 * Membership (server/src/modules/membership): the shop's levels and rules, the buyer's level with the
 * level-up popup flag, stopping that popup, points with what is about to expire, the paged point
 * and growth records; and the paid membership (server/src/modules/paid-membership): its plans, buying
 * one (an order paid at the cashier) and one such order.
 */
import type {
  CurrentLevel,
  GrowthRecord,
  PointRecord,
  PointSummary,
  PopSetting,
  PrimeLevelsResponse,
  PrimePlanCreateRequest,
  PrimePlanCreateResponse,
  PrimePlanList,
  PrimePlanOrder,
  RecordPage,
} from '../../types/membership'
import { get, post, put } from '../request'

export const RECORD_PAGE_SIZE = 20

export function fetchLevels(): Promise<PrimeLevelsResponse> {
  return get<PrimeLevelsResponse>('pub/v3/prime/levels', {}, { importance: 'high' })
}

export function fetchCurrentLevel(): Promise<CurrentLevel> {
  return get<CurrentLevel>('buyer/v3/current_level', {}, { importance: 'high' })
}

/** Closing the birthday popup: the server stops reminding for the rest of the year. */
export function noLongerRemindBirthday(): Promise<PopSetting> {
  return put<PopSetting>('buyer/v3/prime/no_longer_remind_user_birthday', {}, { importance: 'medium' })
}

/** Closing the level-up popup: the server stops reminding until the next level. */
export function noLongerRemindLevelUp(): Promise<PopSetting> {
  return put<PopSetting>('buyer/v3/prime/no_longer_remind_user_level_upgrade', {}, { importance: 'medium' })
}

export function fetchPointSummary(): Promise<PointSummary> {
  return get<PointSummary>('buyer/v3/point/summary', {}, { importance: 'high' })
}

export function fetchPointRecords(pageIndex: number): Promise<RecordPage<PointRecord>> {
  return get<RecordPage<PointRecord>>('buyer/v3/point/records', { pageIndex, pageSize: RECORD_PAGE_SIZE }, { importance: 'high' })
}

export function fetchGrowthRecords(pageIndex: number): Promise<RecordPage<GrowthRecord>> {
  return get<RecordPage<GrowthRecord>>('buyer/v3/growth/records', { pageIndex, pageSize: RECORD_PAGE_SIZE }, { importance: 'high' })
}

/** The plans on sale, with the buyer's paid membership when logged in. */
export function fetchPrimePlans(loggedIn: boolean): Promise<PrimePlanList> {
  return get<PrimePlanList>(loggedIn ? 'buyer/v3/prime/plans' : 'pub/v3/prime/plans', {}, { importance: 'high' })
}

/** The idempotency key goes in the body: a retry of the same submission sends the same key. */
export function buyPrimePlan(body: PrimePlanCreateRequest & { idempotencyKey: string }): Promise<PrimePlanCreateResponse> {
  return post<PrimePlanCreateResponse>('buyer/v3/prime/create_order', body, { importance: 'high' })
}

export function fetchPrimePlanOrder(orderId: string): Promise<PrimePlanOrder> {
  return get<PrimePlanOrder>('buyer/v3/prime/order', { orderId }, { importance: 'high' })
}
