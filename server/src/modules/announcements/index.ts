/** The announcements module: notices per merchant (banner and popup), popup read receipts per buyer. */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createAnnouncementsRepository } from './repository.js'
import { announcementsRoutes } from './routes.js'
import { createAnnouncementsService, type AnnouncementsService } from './service.js'

export interface AnnouncementsOptions {
  /** Clock in epoch ms (tests move it across publish windows); default Date.now. */
  now?: () => number
}

export function createAnnouncements(db: Db): AnnouncementsService {
  return createAnnouncementsService(createAnnouncementsRepository(db))
}

export const announcementsPlugin: FastifyPluginAsync<{ notices: AnnouncementsService; options?: AnnouncementsOptions }> = async (app, { notices, options }) => {
  await app.register(announcementsRoutes, { notices, now: options?.now ?? Date.now })
}
