/** What the e-ticket offers about a transfer and which §8 wording a refused accept gets (src/packages/ticket/transfer-logic.ts). */
import type { TransferList, TransferView } from '../../../types/transfers'
import { acceptProblemOf, finishedProblemOf, sendOfferOf, sentTransferOf, transferredAway } from '../../../src/packages/ticket/transfer-logic'
import { RequestError } from '../../../src/request'
import { MissingIdError } from '../../../src/services/path-id'
import { brief } from '../ticket-fixtures'

const BEFORE_SHOW = Date.UTC(2026, 11, 1)

function view(over: Partial<TransferView> = {}): TransferView {
  return {
    transferId: 'T1',
    ticketId: 'K1',
    role: 'SENDER',
    state: 'IN_TRANSFER',
    stateTitle: 'In transfer',
    transfereePhone: '66010001',
    senderPhoneMasked: '',
    showName: 'Lotus Night',
    sessionName: '2026-12-05 19:30',
    showTimeDesc: '2026-12-05 19:30',
    venueName: 'Macau Forum',
    seatPlanName: 'VIP',
    seatInfo: '',
    identityLimitTime: BEFORE_SHOW + 86_400_000,
    createdAt: BEFORE_SHOW,
    finishedAt: null,
    transfersLeft: 2,
    transfersLeftMessage: '2 transfers left',
    ...over,
  }
}
const list = (sent: TransferView[], received: TransferView[] = []): TransferList => ({ sent, received })
const refused = (errorCode: string, httpCode = 200) => new RequestError({ message: 'x', statusCode: 409, httpCode, errorCode })

describe('the e-ticket transfer offer', () => {
  it('shows the open transfer of the ticket the buyer sent (and only of this ticket)', () => {
    const open = view()
    expect(sendOfferOf(brief('K1'), list([open]), BEFORE_SHOW)).toEqual({ kind: 'open', transfer: open })
    expect(sendOfferOf(brief('K2'), list([open]), BEFORE_SHOW)).toEqual({ kind: 'send', left: '' })
  })

  it('offers sending a valid e-ticket before its show, and again after a cancelled or lapsed transfer', () => {
    expect(sendOfferOf(brief('K1'), null, BEFORE_SHOW)).toEqual({ kind: 'send', left: '' })
    expect(sendOfferOf(brief('K1'), list([view({ state: 'CANCELLED' })]), BEFORE_SHOW).kind).toBe('send')
    expect(sendOfferOf(brief('K1'), list([view({ state: 'OVERTIME' })]), BEFORE_SHOW).kind).toBe('send')
  })

  it('offers nothing for used, refunded, real-name, pickup or started tickets', () => {
    expect(sendOfferOf(brief('K1', { state: 'ADMITTED' }), null, BEFORE_SHOW).kind).toBe('none')
    expect(sendOfferOf(brief('K1', { state: 'REFUNDED' }), null, BEFORE_SHOW).kind).toBe('none')
    expect(sendOfferOf(brief('K1', { ticketForm: 'PICKUP' }), null, BEFORE_SHOW).kind).toBe('none')
    expect(sendOfferOf(brief('K1', { audience: { name: 'A', idType: 'ID', idNoMasked: '440***1234' } }), null, BEFORE_SHOW).kind).toBe('none')
    const started = brief('K1')
    expect(sendOfferOf(started, null, started.startTime).kind).toBe('none')
  })

  it("says how many hand-overs are left from the newest transfer of the ticket, and stops at none ('one transfer left')", () => {
    const received = view({ role: 'RECIPIENT', state: 'ACCEPTED', transfersLeft: 1, transfersLeftMessage: 'One transfer left', createdAt: BEFORE_SHOW + 5 })
    expect(sendOfferOf(brief('K1'), list([view({ state: 'CANCELLED' })], [received]), BEFORE_SHOW)).toEqual({ kind: 'send', left: 'One transfer left' })
    const spent = view({ role: 'RECIPIENT', state: 'ACCEPTED', transfersLeft: 0, transfersLeftMessage: 'No transfers left' })
    expect(sendOfferOf(brief('K1'), list([], [spent]), BEFORE_SHOW)).toEqual({ kind: 'spent', left: 'No transfers left' })
  })

  it('finds the newest sent transfer of a ticket, and a ticket transferred away only when it was accepted', () => {
    const newest = view({ transferId: 'T2', state: 'ACCEPTED', stateTitle: 'Transferred' })
    const all = list([newest, view({ transferId: 'T1', state: 'CANCELLED' })])
    expect(sentTransferOf(all, 'K1')?.transferId).toBe('T2')
    expect(transferredAway(all, 'K1')).toBe(newest)
    expect(transferredAway(list([view()]), 'K1')).toBeNull()
    expect(transferredAway(null, 'K1')).toBeNull()
  })
})

describe('the accept page wording', () => {
  it('maps each refusal of the server to its §8 wording', () => {
    expect(acceptProblemOf(refused('TRANSFER_ACCEPTED'))).toBe('error.transferAccepted')
    expect(acceptProblemOf(refused('TRANSFER_OVERTIME'))).toBe('error.acceptTimeExceeded')
    expect(acceptProblemOf(refused('TRANSFER_CANCELLED'))).toBe('error.transferCancelled')
    expect(acceptProblemOf(refused('TRANSFER_ACCEPT_FAILED'))).toBe('error.acceptTransferFailed')
  })

  it('reads a transfer the server does not show this account as sent to another phone', () => {
    expect(acceptProblemOf(refused('TRANSFER_NOT_FOUND'))).toBe('transfer.wrongAccount')
    expect(acceptProblemOf(refused('', 404))).toBe('transfer.wrongAccount')
  })

  it('calls anything else a failed accept', () => {
    expect(acceptProblemOf(new Error('offline'))).toBe('error.acceptTransferFailed')
    expect(acceptProblemOf(new MissingIdError())).toBe('error.acceptTransferFailed')
  })

  it('words a finished transfer the recipient opens, and nothing while it is open or accepted', () => {
    expect(finishedProblemOf(view({ state: 'CANCELLED' }))).toBe('error.transferCancelled')
    expect(finishedProblemOf(view({ state: 'OVERTIME' }))).toBe('error.acceptTimeExceeded')
    expect(finishedProblemOf(view())).toBeNull()
    expect(finishedProblemOf(view({ state: 'ACCEPTED' }))).toBeNull()
  })
})
