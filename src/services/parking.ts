/**
 * Parking payment (server/src/modules/parking): the shop's car parks, a car's fee by its plate with the
 * buyer's parking coupons, paying it (an order paid at the cashier), and the buyer's parking records.
 */
import type { ParkingCreateRequest, ParkingCreateResponse, ParkingLotList, ParkingQuote, ParkingRecord, ParkingRecordList } from '../../types/parking'
import { get, post } from '../request'

export function fetchParkingLots(): Promise<ParkingLotList> {
  return get<ParkingLotList>('pub/v1/parking/lots', {}, { importance: 'high' })
}

/** `couponId`: a coupon, NO_COUPON for none, undefined for the shop's automatic choice. */
export function fetchParkingQuote(params: { lotId: string; plate: string; couponId?: string }): Promise<ParkingQuote> {
  return get<ParkingQuote>('buyer/v1/parking/quote', params, { importance: 'high' })
}

/** The idempotency key goes in the body: a retry of the same submission sends the same key. */
export function payParking(body: ParkingCreateRequest & { idempotencyKey: string }): Promise<ParkingCreateResponse> {
  return post<ParkingCreateResponse>('buyer/v1/parking/create_order', body, { importance: 'high' })
}

export function fetchParkingRecords(): Promise<ParkingRecordList> {
  return get<ParkingRecordList>('buyer/v1/parking/records', {}, { importance: 'high' })
}

export function fetchParkingOrder(orderId: string): Promise<ParkingRecord> {
  return get<ParkingRecord>('buyer/v1/parking/order', { orderId }, { importance: 'high' })
}
