/**
 * Real-name attendees (server/src/modules/orders/audiences.ts, contract types/orders.ts). Failures
 * reject with a RequestError after the request module has shown the server's localised comments.
 */
import { pathId } from './path-id'
import type { Audience, AudienceIdType, AudienceInput, AudiencePage } from '../../types/orders'
import { del, get, post, put } from '../request'

/** Spec core §5 / §9: the audience list is paged by 50. */
export const AUDIENCE_PAGE_SIZE = 50

/**
 * The offset of page `pageIndex` (0-based). The spec records offset = pageIndex × 30 with a page size
 * of 50 — a mismatch that would fetch overlapping pages. We use offset = pageIndex × 50 (the page
 * size) on purpose, so pages neither overlap nor skip.
 */
export function audienceOffset(pageIndex: number): number {
  return Math.max(0, Math.floor(pageIndex)) * AUDIENCE_PAGE_SIZE
}

/** A page of attendees; `showId` names the show they are picked for (the confirm page), `idTypes` filters. */
export function listAudiences(pageIndex: number, idTypes: AudienceIdType[] = [], showId?: string): Promise<AudiencePage> {
  return get<AudiencePage>('buyer/v1/user_audiences/list', {
    offset: audienceOffset(pageIndex),
    length: AUDIENCE_PAGE_SIZE,
    ...(idTypes.length ? { idTypes: idTypes.join(',') } : {}),
    ...(showId ? { showId } : {}),
  })
}

export function createAudience(input: AudienceInput): Promise<Audience> {
  return post<Audience>('buyer/v1/user_audiences', input, { importance: 'high' })
}

export function updateAudience(audienceId: string, input: AudienceInput): Promise<Audience> {
  return put<Audience>(`buyer/v1/user_audiences/${pathId(audienceId)}`, input, { importance: 'high' })
}

export async function deleteAudience(audienceId: string): Promise<void> {
  await del(`buyer/v1/user_audiences/${pathId(audienceId)}`, undefined, { importance: 'high' })
}
