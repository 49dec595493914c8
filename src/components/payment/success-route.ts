/**
 * The pay-success page of an order type (lowercased): a membership has its own (spec: member pay
 * success); a parking payment lands on the parking records, which show it paid and until when the car
 * may drive out.
 */
export function successRouteOf(orderType: string | undefined): 'paySuccess' | 'memberPaySuccess' | 'parkingRecord' {
  return orderType === 'member' ? 'memberPaySuccess' : orderType === 'parking' ? 'parkingRecord' : 'paySuccess'
}
