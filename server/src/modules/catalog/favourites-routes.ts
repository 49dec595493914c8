/**
 * Favourite-show routes of the logged-in buyer (no `pub` segment: the auth hook demands an access
 * token). Uncached by design, beside the memoised public catalog routes.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { STATUS } from '../../../../types/api.js'
import { userOf } from '../../http/auth.js'
import { fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import type { Db } from '../../db/client.js'
import { createFavouritesRepository } from './favourites-repository.js'
import { createFavouritesService, type FavouritesCaller, type FavouritesService } from './favourites.js'
import { ct } from './messages.js'
import { localeFor } from './present.js'
import { createCatalogRepository } from './repository.js'
import { FavouriteStateResponse, FavouritesQuery, IdParams, ShowCardPageResponse } from './schema.js'
import type { Result } from './service.js'

export interface FavouritesRoutesOptions {
  favourites: FavouritesService
  /** The clock a favourite's time comes from (tests pass their own). */
  now?: () => Date
}

function callerOf(request: FastifyRequest): FavouritesCaller {
  return { loc: localeFor(merchantOf(request), request.ctx.lang), userId: userOf(request).userId }
}

function answer<T>(request: FastifyRequest, result: Result<T>) {
  if (result.ok) return ok(result.value)
  return fail({ statusCode: result.status === 404 ? STATUS.NOT_FOUND : STATUS.BAD_REQUEST, mode: 'toast', comments: ct(request.ctx.lang, result.key) })
}

export const favouritesRoutes: FastifyPluginAsync<FavouritesRoutesOptions> = async (app, { favourites, now = () => new Date() }) => {
  const pre = { preHandler: requireMerchant }
  const path = '/buyer/v1/favourite_shows'

  app.get<{ Querystring: FavouritesQuery }>(path, { ...pre, schema: { querystring: FavouritesQuery, response: { 200: ShowCardPageResponse } } }, async (request) =>
    answer(request, await favourites.list(callerOf(request), request.query.offset, request.query.length)),
  )

  app.get<{ Params: IdParams }>(`${path}/:id`, { ...pre, schema: { params: IdParams, response: { 200: FavouriteStateResponse } } }, async (request) =>
    answer(request, await favourites.state(callerOf(request), request.params.id)),
  )

  app.post<{ Params: IdParams }>(`${path}/:id`, { ...pre, schema: { params: IdParams, response: { 200: FavouriteStateResponse } } }, async (request) =>
    answer(request, await favourites.add(callerOf(request), request.params.id, now())),
  )

  app.delete<{ Params: IdParams }>(`${path}/:id`, { ...pre, schema: { params: IdParams, response: { 200: FavouriteStateResponse } } }, async (request) =>
    answer(request, await favourites.remove(callerOf(request), request.params.id)),
  )
}

/** The favourites routes over their own service (one per app), for app.ts. */
export const favouritesPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(favouritesRoutes, { favourites: createFavouritesService(createFavouritesRepository(db), createCatalogRepository(db)) })
}
