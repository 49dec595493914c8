/**
 * Whether the payment side may run in production. Today every product of the spec is an adapter on the
 * built-in sandbox provider (adapters.ts), whose trades any caller can complete — so a production
 * server has no real way to take money yet, and that is a problem for every product. The real
 * provider adapters (issue 14 part B) replace this body: a problem then names each product that is
 * still on the sandbox and offered, with the settings it is missing. The signature stays.
 */
import type { PaymentProduct } from '../../../types/payments.js'
import { PRODUCT_KIND } from './products.js'

export function paymentProductionProblems(env: NodeJS.ProcessEnv): string[] {
  void env // no real provider reads its settings yet
  const products = Object.keys(PRODUCT_KIND) as PaymentProduct[]
  return [`payments: ${products.join(', ')} still run on the sandbox provider and no real payment provider can be configured yet`]
}
