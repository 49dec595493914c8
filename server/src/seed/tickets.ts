/**
 * Demo ticket signing keys and venue staff tokens. Every demo merchant gets an Ed25519 key pair (random:
 * a private key must never be a constant in the source) and one staff check-in token. The staff tokens
 * ARE constants so the demo venue device can be set up from the docs:
 *
 *   POST /api/staff/v1/check_in  with header  x-staff-token: <DEMO_STAFF_TOKENS[merchantId]>
 *
 * Only their SHA-256 is stored. Production merchants get their own random tokens, never these.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import { newKeyRow } from '../modules/tickets/keys.js'
import { createTicketsRepository } from '../modules/tickets/repository.js'
import { hashStaffToken } from '../modules/tickets/service.js'
import type { SeedContext } from './index.js'

export const DEMO_STAFF_TOKENS: Record<string, string> = {
  [DEMO_MERCHANTS.MACAU]: 'demo-staff-macau-7Qm2x9',
  [DEMO_MERCHANTS.MAINLAND]: 'demo-staff-mainland-K4p8s1',
}

export async function seedTickets({ db }: SeedContext): Promise<number> {
  const repo = createTicketsRepository(db)
  let inserted = 0
  for (const merchantId of Object.values(DEMO_MERCHANTS)) {
    if (!(await repo.findActiveKey(merchantId))) {
      await repo.insertActiveKeyIfAbsent(newKeyRow(merchantId, new Date()))
      inserted++
    }
    const token = DEMO_STAFF_TOKENS[merchantId]
    if (token && (await repo.insertStaffTokenIfAbsent({ tokenHash: hashStaffToken(token), merchantId, label: 'demo venue gate' }))) inserted++
  }
  return inserted
}

/**
 * The merchants whose published demo staff token still works in this database (a production server
 * refuses to start on them: anyone who read the README could check tickets in and decide permits).
 */
export async function activeDemoStaffTokens(db: SeedContext['db']): Promise<Array<{ merchantId: string; tokenHash: string }>> {
  const repo = createTicketsRepository(db)
  const active: Array<{ merchantId: string; tokenHash: string }> = []
  for (const token of Object.values(DEMO_STAFF_TOKENS)) {
    const tokenHash = hashStaffToken(token)
    const merchantId = await repo.findStaffMerchant(tokenHash)
    if (merchantId) active.push({ merchantId, tokenHash })
  }
  return active
}
