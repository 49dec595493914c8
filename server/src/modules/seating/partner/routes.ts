/**
 * A stand-in for a ticketing partner's seat picking, served by this API under /api/sandbox (public:
 * the buyer's browser opens it from the app, without our access token), the way the payments sandbox
 * stands in for a cashier:
 * - GET  /sandbox/seat-partner/sessions/:sessionId?merchantId=&returnUrl=&lang=   the seat page
 * - POST /sandbox/seat-partner/sessions/:sessionId/pick?merchantId=&lang=         confirm or cancel
 * Confirm checks the picked seats against the session's real map (free now, within the per-order
 * limit), signs the result (token.ts) and sends the buyer back to `returnUrl` with `partnerSeats=`;
 * cancel sends them back without. The return address must be on this shop's origin, so the page
 * cannot be used to bounce buyers elsewhere. Nothing is held here: the order takes the seats.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { requireMerchant, merchantOf } from '../../../http/merchant.js'
import { publicOrigin } from '../../../http/public-origin.js'
import { sm } from '../messages.js'
import type { SeatingService } from '../service.js'
import { messagePage, partnerText, pickPage } from './page.js'
import type { PartnerSeatSigner } from './token.js'

const Params = Type.Object({ sessionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })
const PageQuery = Type.Object({ returnUrl: Type.Optional(Type.String({ maxLength: 2048 })) })

/** Where the app is served: PUBLIC_BASE_URL, else the origin this request came to. */
const originOf = (request: FastifyRequest): string => new URL(publicOrigin(request)).origin

/** The return address when it is an absolute URL of this shop's origin, else null. */
function sameOrigin(request: FastifyRequest, returnUrl: string | undefined): string | null {
  if (!returnUrl) return null
  try {
    const url = new URL(returnUrl)
    return url.origin === originOf(request) ? url.toString() : null
  } catch {
    return null
  }
}

const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url)
  u.searchParams.set(name, value)
  return u.toString()
}

export const partnerSandboxRoutes: FastifyPluginAsync<{ seating: SeatingService; signer: PartnerSeatSigner }> = async (app, { seating, signer }) => {
  // The page's form posts urlencoded fields; `seat` repeats, so the body is kept as URLSearchParams.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, new URLSearchParams(String(body))))
  const pub = { auth: 'public' as const }
  const html = (reply: { type(t: string): { code(c: number): { send(b: string): unknown } } }, code: number, body: string) =>
    reply.type('text/html; charset=utf-8').code(code).send(body)

  const locale = (request: FastifyRequest) => {
    const m = merchantOf(request)
    return { merchantId: m.merchantId, lang: request.ctx.lang, fallback: m.defaultLang }
  }
  const actionOf = (request: FastifyRequest, sessionId: string) =>
    `${request.url.split('/sessions/')[0]}/sessions/${encodeURIComponent(sessionId)}/pick?merchantId=${encodeURIComponent(merchantOf(request).merchantId)}&lang=${request.ctx.lang}`

  app.get<{ Params: Static<typeof Params>; Querystring: Static<typeof PageQuery> }>(
    '/sandbox/seat-partner/sessions/:sessionId',
    { config: pub, preHandler: requireMerchant, schema: { params: Params, querystring: PageQuery } },
    async (request, reply) => {
      const lang = request.ctx.lang
      const found = await seating.partnerMap(locale(request), request.params.sessionId)
      if (!found.ok) return html(reply, 404, messagePage(lang, 'notFound'))
      const returnUrl = sameOrigin(request, request.query.returnUrl)
      if (!returnUrl) return html(reply, 400, messagePage(lang, 'badReturn'))
      return html(reply, 200, pickPage({ lang, ...found.value, action: actionOf(request, request.params.sessionId), returnUrl }))
    },
  )

  app.post<{ Params: Static<typeof Params> }>(
    '/sandbox/seat-partner/sessions/:sessionId/pick',
    { config: pub, preHandler: requireMerchant, schema: { params: Params } },
    async (request, reply) => {
      const lang = request.ctx.lang
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
      const found = await seating.partnerMap(locale(request), request.params.sessionId)
      if (!found.ok) return html(reply, 404, messagePage(lang, 'notFound'))
      const returnUrl = sameOrigin(request, form.get('returnUrl') ?? undefined)
      if (!returnUrl) return html(reply, 400, messagePage(lang, 'badReturn'))
      if (form.get('action') === 'cancel') return reply.redirect(withParam(returnUrl, 'partnerCancelled', '1'), 303)

      const { map, showName, sessionName } = found.value
      const picked = [...new Set(form.getAll('seat'))]
      const again = (key: 'none' | 'tooMany' | 'gone') =>
        html(reply, 200, pickPage({ lang, map, showName, sessionName, action: actionOf(request, map.sessionId), returnUrl, picked: new Set(picked), error: partnerText(lang, key, map.maxPerOrder) }))
      if (picked.length === 0) return again('none')
      if (picked.length > map.maxPerOrder) return again('tooMany')
      const byId = new Map(map.seats.map((s) => [s.seatId, s]))
      if (picked.some((id) => byId.get(id)?.state !== 'FREE')) return again('gone')

      const sections = new Map(map.sections.map((s) => [s.sectionId, s.name]))
      const seats = picked.sort()
      const labels = seats.map((id) => {
        const s = byId.get(id)!
        return sm(lang, 'seat.label', { section: sections.get(s.sectionId) ?? '', row: s.row, no: s.no })
      })
      const token = signer.sign({ m: merchantOf(request).merchantId, sh: map.showId, s: map.sessionId, seats, labels }, Date.now())
      return reply.redirect(withParam(returnUrl, 'partnerSeats', token), 303)
    },
  )
}
