/**
 * A newcomer's purchase, the way a new buyer meets it (issue 13): logged out on `/` of each demo shop
 * in each of its languages (10001: zh-MO, zh-CN, en-US; 10002 sells in zh-CN only), then taps only.
 * Twice per journey, each time as a fresh guest:
 * - a tier show, found through a category icon or the search box → detail → buy → booking → a session,
 *   a tier and two tickets → confirm, which sends the guest to login (core §2) → the SMS sandbox code →
 *   back on the same booking with the same choices → confirm → the hosted sandbox cashier → pay → back
 *   through /pay-loading to pay-success in the same shop and language → the order, paid → its e-tickets
 *   in the holder → one, valid, with its QR code;
 * - a seat-picking show, found the other way → detail → buy → the seat map → a seat → confirm → login →
 *   back on the map with that seat picked → confirm → pay → pay-success → the order → the ticket's QR.
 * Fails on any page error, console error, failed request, server error, blank or 'coming soon' page on
 * the way, and in English on any Chinese text (journey-checks.ts). Screenshots:
 * test/artifacts/newcomer-<lang>-<shop>-<tier|seat>-NN-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type { BrowserContext } from 'playwright-core'
import { useInProcessStorefront } from './in-process'
import { phonePage } from './journey-checks'
import { buyOneSeat, buyTwoTickets, openOrderAndTicket, type Finding, type SeatJourney } from './newcomer-steps'

const category = (label: string): Finding => ({ by: 'category', label })
const search = (keyword: string): Finding => ({ by: 'search', keyword })

/**
 * Both demo shops hold the same catalogue under their prefix: show 2 (a concert) sells tiers, show 7
 * (话剧《雷雨》) seats. Each journey finds one by its category and the other by a search, alternating.
 */
const JOURNEYS: SeatJourney[] = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017701', seatPhone: '66017702', product: 'ALIPAY_HK_WAP', tierShow: 'MO002', findTier: category('演唱會'), seatShow: 'MO007', findSeat: search('雷雨') },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91237701', seatPhone: '91237702', product: 'ALIPAY_HK_WAP', tierShow: 'MO002', findTier: category('Concerts'), seatShow: 'MO007', findSeat: search('Thunderstorm') },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007701', seatPhone: '13900007702', product: 'ALIPAY_CN_WAP', tierShow: 'SH002', findTier: search('海风乐队'), seatShow: 'SH007', findSeat: category('话剧歌剧') },
]

const sf = useInProcessStorefront('newcomer')

for (const j of JOURNEYS) {
  describe(`a newcomer buys in shop ${j.merchantId}, ${j.tag}`, () => {
    const contexts: BrowserContext[] = []
    after(async () => {
      for (const context of contexts) await context.close()
    })

    it(`finds a tier show (${j.findTier.by}), is sent to login by confirm and back to the same booking, pays, sees success, the order and the ticket's QR`, async () => {
      const { context, page, problems } = await phonePage(sf.browser)
      contexts.push(context)
      const prefix = `newcomer-${j.tag}-${j.merchantId}-tier`
      const { orderId } = await buyTwoTickets(page, sf, j, prefix)
      await openOrderAndTicket(page, j, orderId, j.tierShow, 2, prefix)
      assert.deepEqual(problems, [], 'nothing went wrong on the way')
    })

    it(`finds a seat-picking show (${j.findSeat.by}), is sent to login by confirm and back to the seat picked, pays, sees success, the order and the ticket's QR`, async () => {
      const { context, page, problems } = await phonePage(sf.browser)
      contexts.push(context)
      const prefix = `newcomer-${j.tag}-${j.merchantId}-seat`
      const { orderId } = await buyOneSeat(page, sf, j, prefix)
      await openOrderAndTicket(page, j, orderId, j.seatShow, 1, prefix)
      assert.deepEqual(problems, [], 'nothing went wrong on the way')
    })
  })
}
