/** Catalog routes (all public, merchant scoped, localised): schema + delegate to the service. */
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { fail, ok } from '../../http/envelope.js'
import { sendSerializedOnce } from '../../http/serialize-once.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import { SERVER_DIR } from '../../paths.js'
import { ct } from './messages.js'
import { localeFor, type Locale } from './present.js'
import {
  CategoryListResponse,
  CopywritingQuery,
  CopywritingResponse,
  CustomerServiceQuery,
  CustomerServiceResponse,
  IdParams,
  LayoutResponse,
  LayoutsQuery,
  MasonryQuery,
  PosterParams,
  PosterQuery,
  SearchQuery,
  ShowCardPageResponse,
  ShowDynamicQuery,
  ShowDynamicResponse,
  ShowGroupResponse,
  ShowStaticQuery,
  ShowStaticResponse,
  SiteListResponse,
  TourResponse,
  VenueListResponse,
  VenueResponse,
  VenuesQuery,
  VersionMatchResponse,
  VersionQuery,
} from './schema.js'
import type { CatalogService, Result } from './service.js'

export interface CatalogRoutesOptions {
  catalogService: CatalogService
}

/** Offset the client's dates are in when it does not say (the demo shops are UTC+8). */
const DEFAULT_UTC_OFFSET = 480

/** The request's language, with merchant content in the language the shop maps it to (contentSettingInfos). */
function localeOf(request: FastifyRequest): Locale {
  return localeFor(merchantOf(request), request.ctx.lang)
}

/** The envelope of a service result: data on success, a localised 400/404 otherwise. */
function answer<T>(request: FastifyRequest, result: Result<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: result.status === 404 ? STATUS.NOT_FOUND : STATUS.BAD_REQUEST, comments: ct(request.ctx.lang, result.key) })
}

/** A memoised read's answer, serialised once per result object (http/serialize-once.ts). */
const answerOnce = <T>(request: FastifyRequest, reply: FastifyReply, result: Result<T>) => sendSerializedOnce(reply, result, () => answer(request, result))
const okOnce = (reply: FastifyReply, value: object) => sendSerializedOnce(reply, value, () => ok(value))

const splitIds = (value: string | undefined) => (value ?? '').split(',').filter(Boolean)

/** Demo media (layout videos) shipped with the server, so demo layouts need no external URL. */
const MEDIA_DIR = path.join(SERVER_DIR, 'media')
const MEDIA_FILE = /\.(mp4|jpg|jpeg|png|webp)$/i

export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, { catalogService: svc }) => {
  const pre = { preHandler: requireMerchant }

  // Files found at start only (wildcard off: no path is resolved from the URL), with byte ranges, which
  // video players (iOS, mini-programs) need to stream and seek.
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/pub/media/',
    decorateReply: false,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => MEDIA_FILE.test(pathName),
    maxAge: '1d',
  })

  app.get<{ Querystring: LayoutsQuery }>(
    '/home/pub/v5/layouts',
    { ...pre, schema: { querystring: LayoutsQuery, response: { 200: LayoutResponse } } },
    async (request, reply) => {
      const q = request.query
      const result = await svc.getLayout(localeOf(request), {
        page: q.page ?? 'HOME',
        topicId: q.topicId,
        showIds: splitIds(q.showIds),
        cityId: q.cityId,
        preview: request.ctx.preview,
      })
      return answerOnce(request, reply, result)
    },
  )

  app.get<{ Querystring: MasonryQuery }>(
    '/home/pub/v5/masonry_component_data',
    { ...pre, schema: { querystring: MasonryQuery, response: { 200: ShowCardPageResponse } } },
    async (request, reply) => answerOnce(request, reply, await svc.getMasonryPage(localeOf(request), { ...request.query, preview: request.ctx.preview })),
  )

  app.get<{ Querystring: SearchQuery }>(
    '/home/pub/v3/show_list/search',
    { ...pre, schema: { querystring: SearchQuery, response: { 200: ShowCardPageResponse } } },
    async (request, reply) => {
      const q = request.query
      const result = await svc.search(
        localeOf(request),
        { ...q, sortType: q.sortType ?? 'RECOMMEND' },
        request.ctx.utcOffset ?? DEFAULT_UTC_OFFSET,
      )
      return answerOnce(request, reply, result)
    },
  )

  app.get('/home/pub/v3/sites', { ...pre, schema: { response: { 200: SiteListResponse } } }, async (request, reply) =>
    okOnce(reply, await svc.listSites(localeOf(request))),
  )

  app.get('/home/pub/v3/categories', { ...pre, schema: { response: { 200: CategoryListResponse } } }, async (request, reply) =>
    okOnce(reply, await svc.listCategories(localeOf(request))),
  )

  app.get<{ Params: IdParams }>(
    '/show/pub/v5/show/:id/static',
    { ...pre, schema: { params: IdParams, querystring: ShowStaticQuery, response: { 200: ShowStaticResponse } } },
    async (request, reply) => answerOnce(request, reply, await svc.getShowStatic(localeOf(request), request.params.id)),
  )

  app.get<{ Params: IdParams }>(
    '/show/pub/v5/show/:id/dynamic',
    { ...pre, schema: { params: IdParams, querystring: ShowDynamicQuery, response: { 200: ShowDynamicResponse } } },
    async (request, reply) => answerOnce(request, reply, await svc.getShowDynamic(localeOf(request), request.params.id, new Date())),
  )

  app.get<{ Params: IdParams }>(
    '/show/pub/v5/show_group/:id',
    { ...pre, schema: { params: IdParams, response: { 200: ShowGroupResponse } } },
    async (request, reply) => answerOnce(request, reply, await svc.getShowGroup(localeOf(request), request.params.id)),
  )

  app.get<{ Params: IdParams }>(
    '/show/pub/v5/tour/:id',
    { ...pre, schema: { params: IdParams, response: { 200: TourResponse } } },
    async (request, reply) => answerOnce(request, reply, await svc.getTour(localeOf(request), request.params.id)),
  )

  app.get<{ Params: IdParams }>(
    '/show/pub/v5/venue/:id',
    { ...pre, schema: { params: IdParams, response: { 200: VenueResponse } } },
    async (request, reply) => answerOnce(request, reply, await svc.getVenue(localeOf(request), request.params.id)),
  )

  app.get<{ Querystring: VenuesQuery }>(
    '/show/pub/v5/venues',
    { ...pre, schema: { querystring: VenuesQuery, response: { 200: VenueListResponse } } },
    async (request, reply) => okOnce(reply, await svc.listVenues(localeOf(request), request.query.cityId)),
  )

  app.get<{ Querystring: CustomerServiceQuery }>(
    '/merchant/pub/customer_service',
    { ...pre, schema: { querystring: CustomerServiceQuery, response: { 200: CustomerServiceResponse } } },
    async (request) => answer(request, await svc.getCustomerService(localeOf(request), request.query.bizShowId)),
  )

  app.get<{ Querystring: CopywritingQuery }>(
    '/copywriting/pub/config',
    { ...pre, schema: { querystring: CopywritingQuery, response: { 200: CopywritingResponse } } },
    async (request) => ok(await svc.getCopywriting(localeOf(request), request.query.client)),
  )

  app.get<{ Querystring: VersionQuery }>(
    '/version/pub/match',
    { ...pre, schema: { querystring: VersionQuery, response: { 200: VersionMatchResponse } } },
    async (request) => {
      const q = request.query
      return ok(await svc.matchVersion(localeOf(request), q.productCode, q.clientCode, q.versionNo))
    },
  )

  // Posters are images: the SVG itself on success, the envelope (JSON) when the show is unknown.
  // `shape=banner` draws the same poster 3:1 for carousels and banner blocks.
  app.get<{ Params: PosterParams; Querystring: PosterQuery }>('/pub/poster/:file', { ...pre, schema: { params: PosterParams, querystring: PosterQuery } }, async (request, reply) => {
    const showId = request.params.file.slice(0, -'.svg'.length)
    const result = await svc.getPoster(localeOf(request), showId, request.query.shape)
    if (!result.ok) return answer(request, result)
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(result.value)
  })
}
