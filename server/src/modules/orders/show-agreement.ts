/**
 * The purchase agreement of an order's show (order_show_rules.agreement), for the payments cashier:
 * the buyer sees the same agreement at the cashier that create_order made them accept.
 */
import type { Lang } from '../../../../types/lang.js'
import type { AgreementInfo } from '../../../../types/payments.js'
import type { Db } from '../../db/client.js'
import { localAgreement } from './purchase-rules.js'
import { createOrdersRepository } from './repository.js'

export async function showAgreement(db: Db, merchantId: string, showId: string, lang?: Lang, fallback?: Lang): Promise<AgreementInfo | null> {
  const rules = await createOrdersRepository(db).findShowRules(merchantId, showId)
  return localAgreement(rules?.agreement, lang, fallback)
}
