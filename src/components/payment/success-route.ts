/** The pay-success page of an order type (lowercased): a membership has its own (spec: member pay success). */
export function successRouteOf(orderType: string | undefined): 'paySuccess' | 'memberPaySuccess' {
  return orderType === 'member' ? 'memberPaySuccess' : 'paySuccess'
}
