/**
 * Helpers of the transfer suites (they run in the refunds suites' env: real paid orders through the
 * payment sandbox, one clock): buyers whose phone the test knows, transfer calls, codes and the
 * offline check a venue device runs with the public key and the revocation list.
 */
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import type { TicketRevocationList } from '../../types/refunds.js'
import type { TicketDetail, TicketPublicKey } from '../../types/tickets.js'
import type { TransferList, TransferView } from '../../types/transfers.js'
import { revocationIndex, verifyOffline } from '../src/modules/refunds/index.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { createApi, freshPhone } from './accounts-helpers.js'
import { envelopeOf } from './helpers.js'
import { MACAU } from './orders-helpers.js'
import { as, type Buyer, type RefundsEnv } from './refunds-helpers.js'

export type PhoneBuyer = Buyer & { phone: string }

export async function loginWithPhone(env: () => RefundsEnv, phone = freshPhone()): Promise<PhoneBuyer> {
  const res = await createApi(() => ({ ...env(), mail: undefined as never })).phoneLogin(phone, { merchant: MACAU })
  return { token: res.accessToken, userId: res.userId, merchant: MACAU, phone }
}

export async function sendTicket(app: FastifyInstance, buyer: Buyer, body: Record<string, unknown>, lang?: string) {
  const res = await as(app, buyer).post('/buyer/v1/transfers', { policyAgreed: true, ...body }, { lang })
  return { ...res, data: res.data as TransferView | null }
}

export async function acceptTransfer(app: FastifyInstance, buyer: Buyer, transferId: string, lang?: string) {
  const res = await as(app, buyer).post(`/buyer/v1/transfers/${transferId}/accept`, {}, { lang })
  return { ...res, data: res.data as TransferView | null }
}

export async function cancelTransfer(app: FastifyInstance, buyer: Buyer, transferId: string, lang?: string) {
  const res = await as(app, buyer).post(`/buyer/v1/transfers/${transferId}/cancel`, {}, { lang })
  return { ...res, data: res.data as TransferView | null }
}

export async function transferDetail(app: FastifyInstance, buyer: Buyer, transferId: string, lang?: string) {
  const res = await as(app, buyer).get(`/buyer/v1/transfers/${transferId}`, { lang })
  return { ...res, data: res.data as TransferView | null }
}

export async function transfersOf(app: FastifyInstance, buyer: Buyer, lang?: string): Promise<TransferList> {
  return (await as(app, buyer).get('/buyer/v1/transfers', { lang })).data as TransferList
}

export async function ticketDetail(app: FastifyInstance, buyer: Buyer, ticketId: string) {
  const res = await as(app, buyer).get(`/buyer/v1/tickets/${ticketId}`)
  return { ...res, data: res.data as TicketDetail | null }
}

export async function codeOf(app: FastifyInstance, buyer: Buyer, ticketId: string): Promise<string> {
  const code = (await ticketDetail(app, buyer, ticketId)).data?.code?.code
  assert.ok(code, 'the ticket has a code')
  return code
}

/** What a venue device does offline: the merchant's public key and the downloaded revocation list. */
export async function offlineCheck(app: FastifyInstance, code: string, now: number) {
  const pk = envelopeOf<TicketPublicKey>(await app.inject({ url: `${API_PREFIX}/pub/v1/tickets/public_key`, headers: { 'merchant-id': MACAU } })).data as TicketPublicKey
  const res = await app.inject({ url: `${API_PREFIX}/staff/v1/tickets/revocations?since=0`, headers: { 'x-staff-token': DEMO_STAFF_TOKENS[MACAU] as string } })
  const list = envelopeOf<TicketRevocationList>(res).data as TicketRevocationList
  return verifyOffline(code, pk.publicKey, revocationIndex(list.revocations), now)
}
