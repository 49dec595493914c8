/**
 * The sandbox provider's HTTP face under /api/sandbox (public: the buyer's browser and the provider's
 * own consoles call it, never with our access token):
 * - GET  /sandbox/cashier/:tradeNo            hosted cashier page (REDIRECT products)
 * - POST /sandbox/cashier/:tradeNo/:action     pay | cancel | fail, then back to the shop (303)
 * - POST /sandbox/trades/:tradeNo/complete     {action} — completes wallet / mini-program payments
 *                                              (what the wallet would do; tests and the dev console)
 * - GET  /sandbox/trades/:tradeNo              trade state (the query API)
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import type { SandboxGateway, CompleteAction } from './gateway.js'
import { toTradeStatus } from './gateway.js'
import { cashierPage, failedPage } from './cashier-page.js'

const TradeParams = Type.Object({ tradeNo: Type.String({ minLength: 1, maxLength: 64 }) })
const ActionParams = Type.Object({ tradeNo: Type.String({ minLength: 1, maxLength: 64 }), action: Type.Union([Type.Literal('pay'), Type.Literal('cancel'), Type.Literal('fail')]) })
const CompleteBody = Type.Object({ action: Type.Union([Type.Literal('PAY'), Type.Literal('CANCEL'), Type.Literal('FAIL')]) })

const ACTIONS: Record<'pay' | 'cancel' | 'fail', CompleteAction> = { pay: 'PAY', cancel: 'CANCEL', fail: 'FAIL' }

export const sandboxRoutes: FastifyPluginAsync<{ gateway: SandboxGateway }> = async (app, { gateway }) => {
  // The cashier's buttons are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  const pub = { auth: 'public' as const }

  app.get<{ Params: Static<typeof TradeParams> }>('/sandbox/cashier/:tradeNo', { config: pub, schema: { params: TradeParams } }, async (request, reply) => {
    const trade = await gateway.getTrade(request.params.tradeNo)
    const base = `${request.url.split('?')[0]}`
    return reply.type('text/html; charset=utf-8').code(trade ? 200 : 404).send(cashierPage(request.ctx.lang, trade, base))
  })

  app.post<{ Params: Static<typeof ActionParams> }>('/sandbox/cashier/:tradeNo/:action', { config: pub, schema: { params: ActionParams } }, async (request, reply) => {
    const { tradeNo, action } = request.params
    const trade = await gateway.complete(tradeNo, ACTIONS[action])
    if (trade?.state === 'TRADE_SUCCESS' && trade.returnUrl) return reply.redirect(trade.returnUrl, 303)
    if (trade?.state === 'TRADE_CLOSED' && action === 'cancel' && (trade.cancelUrl || trade.returnUrl)) {
      return reply.redirect((trade.cancelUrl || trade.returnUrl) as string, 303)
    }
    return reply.type('text/html; charset=utf-8').send(trade?.state === 'TRADE_SUCCESS' ? cashierPage(request.ctx.lang, trade, '') : failedPage(request.ctx.lang, trade))
  })

  app.post<{ Params: Static<typeof TradeParams>; Body: Static<typeof CompleteBody> }>(
    '/sandbox/trades/:tradeNo/complete',
    { config: pub, schema: { params: TradeParams, body: CompleteBody } },
    async (request, reply) => {
      const trade = await gateway.complete(request.params.tradeNo, request.body.action)
      if (!trade) return reply.code(404).send({ error: 'TRADE_NOT_FOUND' })
      return toTradeStatus(trade)
    },
  )

  app.get<{ Params: Static<typeof TradeParams> }>('/sandbox/trades/:tradeNo', { config: pub, schema: { params: TradeParams } }, async (request, reply) => {
    const trade = await gateway.getTrade(request.params.tradeNo)
    if (!trade) return reply.code(404).send({ error: 'TRADE_NOT_FOUND' })
    return toTradeStatus(trade)
  })
}
